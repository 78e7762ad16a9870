/** @jest-environment node */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createReleasedFileReader, releasedFile } from './release-files';

describe('released files', () => {
  it('maps a URL under /remotes/ into the remotes folder, and nothing else', () => {
    expect(releasedFile('/srv/remotes', '/remotes/mf-news/1.0.0/mf-manifest.json')).toBe('/srv/remotes/mf-news/1.0.0/mf-manifest.json');
    expect(releasedFile('/srv/remotes', 'https://cdn.example/mf-news/1.0.0/mf-manifest.json')).toBeNull();
    expect(releasedFile('/srv/remotes', '/remotes/../secrets/mf-manifest.json')).toBeNull();
    expect(releasedFile('/srv/remotes', '/remotes/../remotes-old/x.json')).toBeNull();
  });

  it('reads each file once, a missing one as undefined', async () => {
    const remotesDir = await mkdtemp(path.join(tmpdir(), 'tp-released-'));
    await mkdir(path.join(remotesDir, 'mf-news', '1.0.0'), { recursive: true });
    const file = path.join(remotesDir, 'mf-news', '1.0.0', 'a.html');
    await writeFile(file, 'first');
    const read = createReleasedFileReader(remotesDir);
    await expect(read('/remotes/mf-news/1.0.0/a.html')).resolves.toBe('first');
    await writeFile(file, 'changed');
    await expect(read('/remotes/mf-news/1.0.0/a.html')).resolves.toBe('first');
    await expect(read('/remotes/mf-news/1.0.0/missing.html')).resolves.toBeUndefined();
  });
});
