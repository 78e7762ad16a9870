// The workspace's package folders: pnpm-workspace.yaml owns the list; jest's projects and the tsconfig check read it here.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** The folders pnpm-workspace.yaml lists under `packages:`, in its order. */
function workspacePackages() {
  const list = /^packages:\n((?:[ \t]+- .+\n)+)/m.exec(readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8'));
  if (!list) throw new Error('pnpm-workspace.yaml lists no packages');
  return list[1].split('\n').filter(Boolean).map((line) => line.replace(/^\s*- /, '').trim());
}

module.exports = { workspacePackages };
