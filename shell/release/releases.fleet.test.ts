/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reserveTestDatabase, type TestDatabasePlace } from '@tp/api/testing/test-database';
import { folderReleaseStorage } from './folder-release-storage';
import { openReleaseStore } from './open-release-store';
import type { ReleaseStore } from './release-store';
import { writeFakeBuilds } from './testing/fake-builds';
import { CONTRACT_VERSION } from '@tp/shared';

const shellDir = path.resolve(__dirname, '..');

/** Runs one release command in its own process; resolves with its exit code and output. */
function releaseProcess(env: Record<string, string>, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'release/testing/release-process.ts', ...args], {
      cwd: shellDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// Several processes on one database need a PostgreSQL server: `pnpm test:fleet` starts one.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('releases kept in PostgreSQL', () => {
  let place: TestDatabasePlace;
  let root: string;
  let env: Record<string, string>;
  let store: ReleaseStore;

  beforeAll(async () => {
    place = await reserveTestDatabase();
    root = mkdtempSync(path.join(tmpdir(), 'releases-fleet-'));
    const { repoDir, shellDist } = writeFakeBuilds(root);
    const remotesDir = path.join(root, 'remotes');
    // What a site that ran on files leaves: imported once into the database.
    mkdirSync(remotesDir);
    writeFileSync(
      path.join(remotesDir, 'registry.json'),
      JSON.stringify({ contract: CONTRACT_VERSION, remotes: [{ name: 'mf_news', version: '1.0.0', entry: '/remotes/mf-news/1.0.0/mf-manifest.json', contract: CONTRACT_VERSION }] }),
    );
    writeFileSync(path.join(remotesDir, 'history.json'), JSON.stringify({ 'mf-news': ['0.9.0', '1.0.0'] }));
    env = { ...place.env, REPO_DIR: repoDir, SHELL_DIST: shellDist, REMOTES_DIR: remotesDir };
    store = await openReleaseStore({ databaseUrl: place.env.DATABASE_URL, remotesDir, files: folderReleaseStorage(remotesDir) });
  });

  afterAll(async () => {
    await store?.close();
    await place?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('imports registry.json and history.json once', async () => {
    expect((await store.read()).remotes.map((remote) => `${remote.name}@${remote.version}`)).toEqual(['mf_news@1.0.0']);
    expect(await store.history('mf-news')).toEqual(['0.9.0', '1.0.0']);
    // Files changed later are not imported again: the database is the source of truth now.
    writeFileSync(path.join(env.REMOTES_DIR, 'history.json'), JSON.stringify({ 'mf-news': ['0.1.0'] }));
    const again = await openReleaseStore({ databaseUrl: place.env.DATABASE_URL, remotesDir: env.REMOTES_DIR, files: folderReleaseStorage(env.REMOTES_DIR) });
    expect(await again.history('mf-news')).toEqual(['0.9.0', '1.0.0']);
    await again.close();
  });

  it('keeps all of ten releases of two remotes fired at once from separate processes, and rolls back step by step', async () => {
    const releases = Array.from({ length: 10 }, (_, i) => ({ folder: i % 2 ? 'mf-home' : 'mf-news', version: `2.0.${i}` }));
    const results = await Promise.all(releases.map(({ folder, version }) => releaseProcess(env, ['release', folder, '--no-build', '--version', version])));
    for (const result of results) expect(result).toMatchObject({ code: 0, output: expect.stringMatching(/: 2\.0\.\d is live/) });

    const news = await store.history('mf-news');
    const home = await store.history('mf-home');
    expect(news.slice(0, 2)).toEqual(['0.9.0', '1.0.0']);
    expect([...news.slice(2)].sort()).toEqual(['2.0.0', '2.0.2', '2.0.4', '2.0.6', '2.0.8']);
    expect([...home].sort()).toEqual(['2.0.1', '2.0.3', '2.0.5', '2.0.7', '2.0.9']);
    const live = async () => Object.fromEntries((await store.read()).remotes.map((remote) => [remote.name, remote.version]));
    expect(await live()).toEqual({ mf_news: news.at(-1), mf_home: home.at(-1) });

    // Two rollbacks of one remote at once: serialised, each steps back one release.
    const rollbacks = await Promise.all([releaseProcess(env, ['rollback', 'mf-news']), releaseProcess(env, ['rollback', 'mf-news'])]);
    expect(rollbacks.map((result) => result.code)).toEqual([0, 0]);
    expect(await store.history('mf-news')).toEqual(news.slice(0, -2));
    expect(await live()).toEqual({ mf_news: news.at(-3), mf_home: home.at(-1) });
  }, 240_000);
});
