import { Blob as NodeBlob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { webcrypto } from 'node:crypto';
import { GENUINE_APK_SHA256, RELEASES } from '../testing/releases';
import { releasesWithSha256, normalizeSha256 } from './match-release';
import { FileTooLargeError, MAX_CHECK_BYTES, sha256OfFile } from './sha256-file';

const subtle = webcrypto.subtle as SubtleCrypto;
// Node's Blob: jsdom's has no arrayBuffer(), which every browser has.
const fixture = (name: string) => new NodeBlob([readFileSync(path.join(__dirname, '../testing/fixtures', name))]) as unknown as Blob;

describe('sha256OfFile', () => {
  it('hashes a file read in small slices, reporting progress up to 1', async () => {
    const progress: number[] = [];
    const hex = await sha256OfFile(fixture('tp-wallet-2.9.3.apk'), { subtle, sliceBytes: 10, onProgress: (p) => progress.push(p) });
    expect(hex).toBe(GENUINE_APK_SHA256);
    expect(progress.length).toBeGreaterThan(5);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it('hashes an empty file', async () => {
    expect(await sha256OfFile(new NodeBlob([]) as unknown as Blob, { subtle })).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sha256OfFile(fixture('counterfeit.apk'), { subtle, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses a file larger than any package could be, without reading it', async () => {
    const huge = { size: MAX_CHECK_BYTES + 1, slice: () => { throw new Error('read'); } } as unknown as Blob;
    await expect(sha256OfFile(huge, { subtle })).rejects.toBeInstanceOf(FileTooLargeError);
  });
});

describe('matching a hash with the releases', () => {
  it('finds the release of the genuine package and none for a counterfeit', async () => {
    const genuine = await sha256OfFile(fixture('tp-wallet-2.9.3.apk'), { subtle });
    const counterfeit = await sha256OfFile(fixture('counterfeit.apk'), { subtle });
    expect(releasesWithSha256(RELEASES, genuine).map((release) => [release.platform, release.version])).toEqual([['android', '2.9.3']]);
    expect(releasesWithSha256(RELEASES, counterfeit)).toEqual([]);
  });

  it('reads published hashes in any case and with separators', () => {
    expect(normalizeSha256(GENUINE_APK_SHA256.toUpperCase().match(/../g)!.join(':'))).toBe(GENUINE_APK_SHA256);
    expect(normalizeSha256('abc')).toBeNull();
    expect(releasesWithSha256(RELEASES, 'not a hash')).toEqual([]);
  });
});
