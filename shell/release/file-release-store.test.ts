/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { release, rollback, type ReleaseContext } from './commands';
import { fileReleaseStore } from './file-release-store';
import { folderReleaseStorage } from './folder-release-storage';
import { writeFakeBuilds } from './testing/fake-builds';

describe('releases kept in files (one machine, `pnpm start`)', () => {
  let root: string;
  let context: ReleaseContext;
  let remotesDir: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'releases-files-'));
    remotesDir = path.join(root, 'remotes');
    context = { ...writeFakeBuilds(root), store: fileReleaseStore(remotesDir), files: folderReleaseStorage(remotesDir), log: () => {} };
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const readJson = (file: string) => JSON.parse(readFileSync(path.join(remotesDir, file), 'utf8')) as unknown;

  it('keeps every one of releases made at once, and the registry names the last of each remote', async () => {
    const versions = Array.from({ length: 6 }, (_, i) => ({ folder: i % 2 ? 'mf-home' : 'mf-news', version: `1.0.${i}` }));
    await Promise.all(versions.map(({ folder, version }) => release(context, [folder, '--no-build', '--version', version])));
    const history = readJson('history.json') as Record<string, string[]>;
    expect([...history['mf-news']].sort()).toEqual(['1.0.0', '1.0.2', '1.0.4']);
    expect([...history['mf-home']].sort()).toEqual(['1.0.1', '1.0.3', '1.0.5']);
    const registry = readJson('registry.json') as { remotes: Array<{ name: string; version: string }> };
    expect(Object.fromEntries(registry.remotes.map((remote) => [remote.name, remote.version]))).toEqual({
      mf_home: history['mf-home'].at(-1),
      mf_news: history['mf-news'].at(-1),
    });
  });

  it('rolls back one step at a time, and refuses when there is nothing to go back to', async () => {
    const before = (await context.store.history('mf-news')).slice();
    await rollback(context, ['mf-news']);
    await rollback(context, ['mf-news']);
    expect(await context.store.history('mf-news')).toEqual(before.slice(0, 1));
    expect((await context.store.read()).remotes.find((remote) => remote.name === 'mf_news')?.version).toBe(before[0]);
    await expect(rollback(context, ['mf-news'])).rejects.toThrow('mf-news has no earlier release to roll back to; name a version.');
    await expect(rollback(context, ['mf-news', '9.9.9'])).rejects.toThrow('mf-news 9.9.9 is not published.');
  });
});
