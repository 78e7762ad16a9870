import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION, SERVER_BUILD_ENTRY } from '@tp/shared';
import { REMOTE_INFO_FILE, SHELL_INFO_FILE } from '@tp/shared/build/build-info-plugin';

/** Folder names of the remotes a fake build exists for. */
export const FAKE_REMOTES = { 'mf-news': 'mf_news', 'mf-home': 'mf_home' } as const;

/** A server build that renders its one application as a line of text: enough for a release to pass its smoke render. */
function fakeServerBuild(app: string): string {
  return `module.exports = { apps: [${JSON.stringify(app)}], render: async () => '<p>${app}</p>' };\n`;
}

/** The fields of a federation manifest the site reads, as the federation plugin writes them. */
export function fakeManifest(name: string) {
  return {
    name,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: [{ name: 'lifecycles', path: './lifecycles', assets: { js: { sync: ['lifecycles.js'], async: ['locale-en.1.js'] }, css: { sync: [], async: [] } } }],
    shared: [],
  };
}

/**
 * A repository with a built shell and built remotes, small enough to release
 * in a test: `remote-info.json`, an `mf-manifest.json` that exposes
 * ./lifecycles and one file, and a server build, per remote.
 */
export function writeFakeBuilds(root: string): { repoDir: string; shellDist: string } {
  const shellDist = path.join(root, 'shell', 'dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(path.join(shellDist, SHELL_INFO_FILE), JSON.stringify({ name: 'shell', version: '1.0.0', contract: CONTRACT_VERSION, shared: {} }));
  for (const [folder, name] of Object.entries(FAKE_REMOTES)) {
    const dist = path.join(root, folder, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, REMOTE_INFO_FILE), JSON.stringify({ name, version: '1.0.0', contract: CONTRACT_VERSION, shared: {} }));
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(fakeManifest(name)));
    writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${name} */`);
    const serverEntry = path.join(dist, SERVER_BUILD_ENTRY);
    mkdirSync(path.dirname(serverEntry), { recursive: true });
    writeFileSync(serverEntry, fakeServerBuild(folder.replace(/^mf-/, '')));
  }
  return { repoDir: root, shellDist };
}
