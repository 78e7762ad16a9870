/** @jest-environment node */
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { ServerBuild } from '@tp/shared';
import { registerReleasedFiles } from '../server/released-files-route';
import { listRemotes, release, rollback, type ReleaseContext } from './commands';
import type { ReleaseStorage } from './release-storage';
import { s3ReleaseStorage } from './s3-release-storage';
import { writeFakeBuilds } from './testing/fake-builds';
import { memoryReleaseStore } from './testing/memory-release-store';

const BUCKET = 'site-releases';
const PREFIX = 'remotes/';

/** Released files in an S3-compatible server (s3rver, in this process), as a fleet keeps them. */
describe('releases in S3-compatible object storage', () => {
  let root: string;
  let s3rver: S3rver;
  let client: S3Client;
  let files: ReleaseStorage;
  let context: ReleaseContext;
  let lines: string[];
  let site: FastifyInstance;
  let cdnSite: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'releases-s3-'));
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(root, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await s3rver.run();
    client = new S3Client({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    files = s3ReleaseStorage({ bucket: BUCKET, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', prefix: PREFIX }, path.join(root, 'cache'), client);
    lines = [];
    context = { ...writeFakeBuilds(root), store: memoryReleaseStore(files), files, log: (line) => lines.push(line) };
    site = Fastify();
    await registerReleasedFiles(site, { files, remotesDir: null, publicUrl: null });
    cdnSite = Fastify();
    await registerReleasedFiles(cdnSite, { files, remotesDir: null, publicUrl: 'https://cdn.example/site/remotes' });
  });

  afterAll(async () => {
    await site?.close();
    await cdnSite?.close();
    client?.destroy();
    await s3rver?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const live = async () => (await context.store.read()).remotes.find((remote) => remote.name === 'mf_news')?.version;

  it('uploads a release with each file’s type and caching, and makes it live', async () => {
    await release(context, ['mf-news', '--no-build', '--version', '1.0.0']);
    expect(await live()).toBe('1.0.0');
    expect(await files.has('mf-news', '1.0.0')).toBe(true);
    const entry = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}mf-news/1.0.0/remoteEntry.js` }));
    expect(entry.ContentType).toMatch(/^(text|application)\/javascript/);
    expect(entry.CacheControl).toBe('no-cache');
  });

  it('refuses to publish an existing version again and leaves its files as they were', async () => {
    const distEntry = path.join(root, 'mf-news', 'dist', 'remoteEntry.js');
    writeFileSync(distEntry, '/* a different build */');
    await expect(release(context, ['mf-news', '--no-build', '--version', '1.0.0'])).rejects.toThrow(
      'mf-news 1.0.0 is already published; versions are immutable.',
    );
    expect((await files.read('mf-news/1.0.0/remoteEntry.js'))?.toString()).toBe('/* mf_news */');
  });

  it('serves /remotes/ from the bucket, but never a server build, and redirects to the CDN when there is one', async () => {
    const answer = await site.inject('/remotes/mf-news/1.0.0/remoteEntry.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('/* mf_news */');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect((await site.inject('/remotes/mf-news/1.0.0/server/entry.cjs')).statusCode).toBe(404);
    expect((await site.inject('/remotes/mf-news/9.9.9/remoteEntry.js')).statusCode).toBe(404);
    expect((await site.inject('/remotes/mf-news/../../secret')).statusCode).toBe(404);

    const redirected = await cdnSite.inject('/remotes/mf-news/1.0.0/mf-manifest.json');
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('https://cdn.example/site/remotes/mf-news/1.0.0/mf-manifest.json');
    expect((await cdnSite.inject('/remotes/mf-news/1.0.0/server/entry.cjs')).statusCode).toBe(404);
  });

  it('gives the site server a copy of a release’s server build on its disk to load', async () => {
    const local = await files.localFile('mf-news/1.0.0/server/entry.cjs');
    expect(local).toBe(path.join(root, 'cache', 'mf-news', '1.0.0', 'server', 'entry.cjs'));
    const build = createRequire(__filename)(local!) as ServerBuild;
    await expect(build.render('news', { lang: 'en', device: 'web', rest: '', window: {} })).resolves.toBe('<p>news</p>');
    expect(readFileSync(local!, 'utf8')).toContain("apps: [\"news\"]");
    await expect(files.localFile('mf-news/9.9.9/server/entry.cjs')).resolves.toBeUndefined();
  });

  it('rolls back to a version read from the bucket, refuses one never published, and lists what is there', async () => {
    await release(context, ['mf-news', '--no-build', '--version', '1.1.0']);
    expect(await live()).toBe('1.1.0');
    await rollback(context, ['mf-news']);
    expect(await live()).toBe('1.0.0');
    await expect(rollback(context, ['mf-news', '9.9.9'])).rejects.toThrow('mf-news 9.9.9 is not published.');
    expect(await files.versions('mf-news')).toEqual(['1.0.0', '1.1.0']);
    lines.length = 0;
    await listRemotes(context);
    expect(lines.find((line) => line.startsWith('mf-news '))).toMatch(/live: 1\.0\.0\s+available: 1\.0\.0, 1\.1\.0$/);
  });
});
