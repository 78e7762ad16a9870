/** @jest-environment node */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { folderReleaseStorage } from '../release/folder-release-storage';
import { releasedPath } from '../release/release-storage';
import { createReleasedFileReader } from './release-files';

describe('released files', () => {
  it('maps a URL under /remotes/ to a released path, and nothing else', () => {
    expect(releasedPath('/remotes/mf-news/1.0.0/mf-manifest.json')).toBe('mf-news/1.0.0/mf-manifest.json');
    expect(releasedPath('/remotes/mf-news/1.0.0/a.js?v=1')).toBe('mf-news/1.0.0/a.js');
    expect(releasedPath('https://cdn.example/mf-news/1.0.0/mf-manifest.json')).toBeNull();
    expect(releasedPath('/remotes/../secrets/mf-manifest.json')).toBeNull();
    expect(releasedPath('/remotes/mf-news/%2e%2e/x.json')).toBeNull();
    expect(releasedPath('/remotes/mf-news//x.json')).toBeNull();
    expect(releasedPath('/remotes/mf-news/%E0%A4%A/x.json')).toBeNull();
  });

  it('reads each file once, a missing one as undefined, and asks a failing storage again', async () => {
    const remotesDir = await mkdtemp(path.join(tmpdir(), 'tp-released-'));
    await mkdir(path.join(remotesDir, 'mf-news', '1.0.0'), { recursive: true });
    const file = path.join(remotesDir, 'mf-news', '1.0.0', 'a.html');
    await writeFile(file, 'first');
    const read = createReleasedFileReader(folderReleaseStorage(remotesDir));
    await expect(read('/remotes/mf-news/1.0.0/a.html')).resolves.toBe('first');
    await writeFile(file, 'changed');
    await expect(read('/remotes/mf-news/1.0.0/a.html')).resolves.toBe('first');
    await expect(read('/remotes/mf-news/1.0.0/missing.html')).resolves.toBeUndefined();

    let calls = 0;
    const flaky = createReleasedFileReader({
      read: async () => {
        calls += 1;
        if (calls === 1) throw new Error('storage unreachable');
        return Buffer.from('back');
      },
    });
    await expect(flaky('/remotes/mf-news/1.0.0/b.html')).resolves.toBeUndefined();
    await expect(flaky('/remotes/mf-news/1.0.0/b.html')).resolves.toBe('back');
  });
});
