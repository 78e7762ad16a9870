/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { CONTRACT_VERSION } from '@tp/shared';
import { openPglite } from '@tp/api/db/pglite';
import { migrate } from '@tp/api/db/migrate';
import type { Database } from '@tp/api/db/database';
import { embeddedRegistry } from '../server/embedded-registry';
import { registerReleaseControl } from '../server/release-control';
import { listRemotes, release, rollback, type ReleaseContext } from './commands';
import { holdDataDirForServer, ownerFileOf } from './data-dir-owner';
import { folderReleaseStorage } from './folder-release-storage';
import { openReleaseStore } from './open-release-store';
import { writeFakeBuilds } from './testing/fake-builds';

const TOKEN = 'embedded-releases-test-token';
/** PGlite creates its cluster on first open (initdb and every migration): tens of seconds on a busy machine. */
const FIRST_OPEN_MS = 300_000;

/** `pnpm start`'s releases: the registry in PGlite, through the site server that holds its folder, or opened directly while none runs. */
describe('releases in the embedded database (PGlite)', () => {
  let root: string;
  let dataDir: string;
  let remotesDir: string;
  let builds: { repoDir: string; shellDist: string };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'releases-embedded-'));
    dataDir = path.join(root, 'data');
    remotesDir = path.join(root, 'remotes');
    builds = writeFakeBuilds(root);
    // What an earlier version left in REMOTES_DIR: imported once.
    mkdirSync(remotesDir, { recursive: true });
    writeFileSync(
      path.join(remotesDir, 'registry.json'),
      JSON.stringify({ contract: CONTRACT_VERSION, remotes: [{ name: 'mf_news', version: '0.9.0', entry: '/remotes/mf-news/0.9.0/mf-manifest.json', contract: CONTRACT_VERSION }] }),
    );
    writeFileSync(path.join(remotesDir, 'history.json'), JSON.stringify({ 'mf-news': ['0.9.0'] }));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const contextWith = async (lines: string[] = []): Promise<ReleaseContext> => {
    const files = folderReleaseStorage(remotesDir);
    return { ...builds, files, store: await openReleaseStore({ dataDir, remotesDir, files }), log: (line) => lines.push(line) };
  };

  it('opens the folder itself while no server runs, holding it, and imports the files once', async () => {
    const context = await contextWith();
    expect(existsSync(ownerFileOf(dataDir))).toBe(true);
    expect((await context.store.read()).remotes.map((remote) => `${remote.name}@${remote.version}`)).toEqual(['mf_news@0.9.0']);
    await release(context, ['mf-news', '--no-build', '--version', '1.0.0']);
    await context.store.close();
    expect(existsSync(ownerFileOf(dataDir))).toBe(false);
    // Files changed later are not imported again (the server below opens the same folder).
    writeFileSync(path.join(remotesDir, 'history.json'), JSON.stringify({ 'mf-news': ['0.1.0'] }));
  }, FIRST_OPEN_MS);

  describe('while a site server holds the folder', () => {
    let db: Database;
    let server: FastifyInstance;
    let registry: ReturnType<typeof embeddedRegistry>;
    let releaseFolder: () => Promise<void>;

    beforeAll(async () => {
      db = await openPglite(dataDir);
      await migrate(db);
      registry = embeddedRegistry(Promise.resolve(db), remotesDir, folderReleaseStorage(remotesDir), { warn: () => {} });
      server = Fastify();
      registerReleaseControl(server, { store: registry.store, token: TOKEN });
      await server.listen({ port: 0, host: '127.0.0.1' });
      releaseFolder = await holdDataDirForServer(dataDir, { url: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`, token: TOKEN });
      await registry.whenLoaded();
    }, FIRST_OPEN_MS);
    afterAll(async () => {
      await server?.close();
      await db?.close();
      await releaseFolder?.();
    });

    it('releases and rolls back through the server, which serves each flip at once', async () => {
      const context = await contextWith();
      expect(await context.store.history('mf-news')).toEqual(['0.9.0', '1.0.0']);
      expect((await registry.read()).remotes.find((remote) => remote.name === 'mf_news')?.version).toBe('1.0.0');
      await release(context, ['mf-news', '--no-build', '--version', '1.1.0']);
      expect((await registry.read()).remotes.find((remote) => remote.name === 'mf_news')?.version).toBe('1.1.0');
      await rollback(context, ['mf-news']);
      expect((await registry.read()).remotes.find((remote) => remote.name === 'mf_news')?.version).toBe('1.0.0');
      await expect(rollback(context, ['mf-news', '9.9.9'])).rejects.toThrow('mf-news 9.9.9 is not published.');
      await context.store.close();
    });

    it('keeps every one of releases of two remotes made at once', async () => {
      const context = await contextWith();
      const versions = Array.from({ length: 6 }, (_, i) => ({ folder: i % 2 ? 'mf-home' : 'mf-news', version: `2.0.${i}` }));
      await Promise.all(versions.map(({ folder, version }) => release(context, [folder, '--no-build', '--version', version])));
      const news = await context.store.history('mf-news');
      const home = await context.store.history('mf-home');
      expect([...news.slice(-3)].sort()).toEqual(['2.0.0', '2.0.2', '2.0.4']);
      expect([...home].sort()).toEqual(['2.0.1', '2.0.3', '2.0.5']);
      const live = Object.fromEntries((await registry.read()).remotes.map((remote) => [remote.name, remote.version]));
      expect(live).toEqual({ mf_news: news.at(-1), mf_home: home.at(-1) });
      const lines: string[] = [];
      await listRemotes({ ...context, log: (line) => lines.push(line) });
      expect(lines.find((line) => line.startsWith('mf-home '))).toContain(`live: ${home.at(-1)}`);
      await context.store.close();
    });

    it('answers 404 to a caller without the token', async () => {
      expect((await server.inject({ method: 'GET', url: '/internal/releases' })).statusCode).toBe(404);
      expect((await server.inject({ method: 'GET', url: '/internal/releases', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(404);
      const refused = await server.inject({ method: 'POST', url: '/internal/releases/mf-news', headers: { authorization: `Bearer ${TOKEN}` }, payload: { kind: 'delete' } });
      expect(refused.statusCode).toBe(400);
    });
  });
});
