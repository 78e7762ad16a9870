/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { release, type ReleaseContext } from './commands';
import { folderReleaseStorage } from './folder-release-storage';
import { readPublishedInfo, readRemoteInfo } from './publish';
import { decideFlip, ReleaseRefusedError } from './release-store';
import { memoryReleaseStore } from './testing/memory-release-store';
import { writeFakeBuilds } from './testing/fake-builds';
import { CONTRACT_VERSION } from '@tp/shared';

/** The build files a release reads back (remote-info.json, mf-manifest.json, shell-info.json), from a build and from published versions. */
describe('build files read back by the release commands', () => {
  let root: string;
  let context: ReleaseContext;
  const newsDist = () => path.join(root, 'mf-news', 'dist');
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-files-'));
    const files = folderReleaseStorage(path.join(root, 'remotes'));
    context = { ...writeFakeBuilds(root), files, store: memoryReleaseStore(files), log: () => {} };
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('releases a build whose files are whole', async () => {
    await release(context, ['mf-news', '--no-build']);
    expect((await context.store.read()).remotes.map((remote) => remote.version)).toEqual(['1.0.0']);
    expect(await readPublishedInfo(context.files, 'mf-news', '1.0.0')).toMatchObject({ name: 'mf_news', contract: CONTRACT_VERSION });
  });

  it('refuses a build whose remote-info.json is damaged, naming it and the field', async () => {
    writeFileSync(path.join(newsDist(), 'remote-info.json'), JSON.stringify({ name: 'mf_news', version: '1.0.0', contract: '1', shared: {} }));
    await expect(readRemoteInfo(newsDist())).rejects.toThrow('remote-info.json is damaged: contract: expected number');
    await expect(release(context, ['mf-news', '--no-build'])).rejects.toThrow(
      new ReleaseRefusedError(`Refused: remote-info.json is damaged: contract: expected number (${path.join(newsDist(), 'remote-info.json')}).`),
    );
  });

  it('refuses a manifest of another federation format and a damaged shell-info.json', async () => {
    writeFileSync(path.join(newsDist(), 'mf-manifest.json'), JSON.stringify({ name: 'mf_news', exposes: [{ name: 'lifecycles', path: './lifecycles' }], shared: [] }));
    await expect(release(context, ['mf-news', '--no-build'])).rejects.toThrow(/^Refused: mf-manifest\.json is damaged: metaData: expected object; exposes\.0\.assets: expected object/);
    writeFileSync(path.join(context.shellDist, 'shell-info.json'), '{');
    await expect(release(context, ['mf-home', '--no-build'])).rejects.toThrow(/^Refused: shell-info\.json is not valid JSON: /);
  });

  it('refuses to roll back to a published version whose remote-info.json is damaged', async () => {
    await release(context, ['mf-news', '--no-build']);
    writeFileSync(path.join(root, 'remotes', 'mf-news', '1.0.0', 'remote-info.json'), JSON.stringify({ name: 'mf_news' }));
    await expect(decideFlip({ kind: 'rollback', version: '1.0.0' }, 'mf-news', ['1.0.0', '1.1.0'], context.files)).rejects.toThrow(
      new ReleaseRefusedError('Refused: mf-news/1.0.0/remote-info.json is damaged: version: expected string; contract: expected number; shared: expected record.'),
    );
  });
});
