/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from '@tp/shared';
import { REMOTE_INFO_FILE, SHELL_INFO_FILE, type BuildInfo } from '@tp/shared/build/build-info-plugin';
import { startInProcessSite, type InProcessSite } from './testing/in-process-site';

let site: InProcessSite;

const info = (name: string, federationRuntime: string): BuildInfo => ({ name, version: '1.0.0', contract: CONTRACT_VERSION, shared: {}, federationRuntime });

/** A live release, with the federation runtime its entry was built to take from the shell. */
function release(remotesDir: string, folderName: string, federationRuntime: string) {
  const dir = path.join(remotesDir, folderName, '1.0.0');
  mkdirSync(dir, { recursive: true });
  const name = folderName.replace(/-/g, '_');
  writeFileSync(path.join(dir, REMOTE_INFO_FILE), JSON.stringify(info(name, federationRuntime)));
  return { name, version: '1.0.0', entry: `/remotes/${folderName}/1.0.0/mf-manifest.json`, contract: CONTRACT_VERSION };
}

beforeAll(async () => {
  site = await startInProcessSite({
    shellFiles: { 'entry-assets.json': JSON.stringify({ js: ['shell.js'], css: [] }), [SHELL_INFO_FILE]: JSON.stringify(info('shell', '2.9.2')) },
    remotes: (remotesDir) => {
      const remotes = [release(remotesDir, 'mf-news', '2.9.2'), release(remotesDir, 'mf-home', '2.8.0')];
      writeFileSync(path.join(remotesDir, 'registry.json'), JSON.stringify({ contract: CONTRACT_VERSION, remotes }));
    },
  });
  // The registry is read once the embedded database is open; ready from then on.
  for (let ready = false; !ready; ready = (await site.app.inject('/readyz')).statusCode === 200) await new Promise((resolve) => setTimeout(resolve, 50));
}, 120_000);

afterAll(() => site?.close());

it("reports in /health each live section built with another federation runtime than the served shell's", async () => {
  const health = (await site.app.inject('/health')).json();
  expect(health.federationRuntime).toEqual({ shell: '2.9.2', mismatches: [{ remote: 'mf_home', version: '1.0.0', federationRuntime: '2.8.0' }] });
});
