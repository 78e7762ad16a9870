import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from '@tp/shared';
import { REMOTE_INFO_FILE, SHELL_INFO_FILE } from '@tp/shared/build/build-info-plugin';

/** Folder names of the remotes a fake build exists for. */
export const FAKE_REMOTES = { 'mf-news': 'mf_news', 'mf-home': 'mf_home' } as const;

/**
 * A repository with a built shell and built remotes, small enough to release
 * in a test: `remote-info.json`, an `mf-manifest.json` that exposes
 * ./lifecycles and one file, per remote.
 */
export function writeFakeBuilds(root: string): { repoDir: string; shellDist: string } {
  const shellDist = path.join(root, 'shell', 'dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(path.join(shellDist, SHELL_INFO_FILE), JSON.stringify({ name: 'shell', version: '1.0.0', contract: CONTRACT_VERSION, shared: {} }));
  for (const [folder, name] of Object.entries(FAKE_REMOTES)) {
    const dist = path.join(root, folder, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, REMOTE_INFO_FILE), JSON.stringify({ name, version: '1.0.0', contract: CONTRACT_VERSION, shared: {} }));
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name, exposes: [{ name: 'lifecycles', path: './lifecycles' }], shared: [] }));
    writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${name} */`);
  }
  return { repoDir: root, shellDist };
}
