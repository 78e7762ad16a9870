/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { personGuard } from '@tp/api/testing/form-guard';
import { png } from '@tp/api/testing/images';
import { multipartBody } from '@tp/api/testing/multipart';
import { freePort } from '@tp/api/testing/ports';
import { startTestRedis, type TestRedis } from '@tp/api/testing/redis-server';
import { reserveTestDatabase, type TestDatabasePlace } from '@tp/api/testing/test-database';
import { VALID_DAPP } from '@tp/shared/validation/fixtures';
import { release, rollback, type ReleaseContext } from '../release/commands';
import { folderReleaseStorage } from '../release/folder-release-storage';
import { openReleaseStore } from '../release/open-release-store';
import { writeFakeBuilds } from '../release/testing/fake-builds';
import { startSiteProcess, untilReady, within, writeFakeShellDist, type SiteProcess } from './testing/site-process';

const METRICS_TOKEN = 'metrics-token-for-the-fleet-test';

/** One submission on a connection of its own: its status, or the error that ended it. */
function submit(base: string, body: { payload: Buffer; headers: Record<string, string> }): Promise<{ status: number; receipt?: string } | { error: string }> {
  return new Promise((resolve) => {
    const request = http.request(`${base}/api/submissions/dapp`, { method: 'POST', headers: { ...body.headers, 'content-length': body.payload.length }, agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, receipt: response.statusCode === 200 ? (JSON.parse(text) as { data: { receipt: string } }).data.receipt : undefined }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(body.payload);
  });
}

type Outcome = Awaited<ReturnType<typeof submit>>;

/** Submits through each base until `stop` says so; returns every outcome. */
async function streamSubmissions(bases: readonly string[], stop: () => boolean, body: Parameters<typeof submit>[1]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  await Promise.all(
    bases.flatMap((base) => [0, 1].map(async () => {
      while (!stop()) outcomes.push(await submit(base, body));
    })),
  );
  return outcomes;
}

const receipts = (outcomes: readonly Outcome[]) => outcomes.flatMap((outcome) => ('receipt' in outcome && outcome.receipt ? [outcome.receipt] : []));

// Several site servers on one database need a PostgreSQL server: `pnpm test:fleet` starts one.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('a fleet of site servers on one PostgreSQL', () => {
  let place: TestDatabasePlace;
  let root: string;
  let context: ReleaseContext;
  let sql: pg.Client;
  let env: Record<string, string>;
  let a: SiteProcess;
  let b: SiteProcess;
  let redis: TestRedis;

  const liveNews = async (site: SiteProcess) => {
    const registry = (await (await fetch(`${site.base}/registry.json`)).json()) as { remotes: Array<{ name: string; version: string }> };
    return registry.remotes.find((remote) => remote.name === 'mf_news')?.version;
  };

  beforeAll(async () => {
    [place, redis] = await Promise.all([reserveTestDatabase(), startTestRedis()]);
    root = mkdtempSync(path.join(tmpdir(), 'site-fleet-'));
    const remotesDir = path.join(root, 'remotes');
    const files = folderReleaseStorage(remotesDir);
    const store = await openReleaseStore({ databaseUrl: place.env.DATABASE_URL, remotesDir, files });
    context = { ...writeFakeBuilds(root), store, files, log: () => {} };
    await release(context, ['mf-news', '--no-build', '--version', '1.0.0']);
    sql = new pg.Client({ connectionString: place.env.DATABASE_URL });
    await sql.connect();
    env = {
      ...place.env,
      REMOTES_DIR: remotesDir,
      SHELL_DIST: writeFakeShellDist(path.join(root, 'shell-dist')),
      // Every submission of the streams comes from this one address.
      RATE_LIMIT_SUBMISSIONS: '1000000/1m',
      // Counted in Redis, so the limit holds across both processes.
      REDIS_URL: redis.url,
      RATE_LIMIT_SUBSCRIBE: '5/1m',
      SHUTDOWN_GRACE_MS: '20000',
      // The stand-in load balancer below polls /readyz every 100 ms.
      SHUTDOWN_ACCEPT_MS: '3000',
    };
    const portA = await freePort(4202, 4212);
    a = startSiteProcess(portA, env);
    b = startSiteProcess(await freePort(portA + 1, 4213), { ...env, METRICS_TOKEN });
    await Promise.all([untilReady(a), untilReady(b)]);
  }, 300_000);

  afterAll(async () => {
    for (const site of [a, b]) {
      if (site && site.child.exitCode === null && site.child.signalCode === null) {
        site.child.kill('SIGKILL');
        await site.exited();
      }
    }
    await sql?.end();
    await context?.store.close();
    await place?.close();
    await redis?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers /healthz, and /readyz once the database, the registry and its server builds are there', async () => {
    for (const site of [a, b]) {
      expect(await (await fetch(`${site.base}/healthz`)).json()).toEqual({ status: 'ok' });
      expect(await (await fetch(`${site.base}/readyz`)).json()).toEqual({ status: 'ready' });
      // The first visitor after ready gets the server render, not the first screen sent while the build loads.
      expect(await (await fetch(`${site.base}/en/news`)).text()).toContain('<p>news</p>');
      expect(await (await fetch(`${site.base}/health`)).json()).toMatchObject({ serverBuildsWarming: 0, serverRenderFallbacks: {} });
    }
  });

  it('serves a release on every server within 1 s, and a rollback likewise', async () => {
    expect(await liveNews(a)).toBe('1.0.0');
    await release(context, ['mf-news', '--no-build', '--version', '1.1.0']);
    const tookA = await within(1000, async () => (await liveNews(a)) === '1.1.0');
    const tookB = await within(1000, async () => (await liveNews(b)) === '1.1.0');
    // The page itself names the new version's manifest.
    expect(await (await fetch(`${b.base}/en/news`)).text()).toContain('/remotes/mf-news/1.1.0/mf-manifest.json');

    await rollback(context, ['mf-news']);
    await within(1000, async () => (await liveNews(a)) === '1.0.0');
    await within(1000, async () => (await liveNews(b)) === '1.0.0');
    expect(Math.max(tookA, tookB)).toBeLessThan(1000);
  });

  it('reloads the registry when its notification connection comes back', async () => {
    // Cut every listener off, and release while they reconnect: the reload on reconnect catches it.
    await sql.query(`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and pid <> pg_backend_pid()`);
    await release(context, ['mf-news', '--no-build', '--version', '1.2.0']);
    await within(5000, async () => (await liveNews(a)) === '1.2.0' && (await liveNews(b)) === '1.2.0');
  });

  it('shows metrics to this machine, and to others only with METRICS_TOKEN', async () => {
    const text = await (await fetch(`${a.base}/metrics`)).text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/registry.json",status="200"\} \d+/);
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toContain('release_live_info{remote="mf_news",version="1.2.0"} 1');
    await fetch(`${a.base}/v1/application/list?count=3`);
    await fetch(`${a.base}/v1/application/list?count=3`);
    const lookups = await (await fetch(`${a.base}/metrics`)).text();
    expect(Number(/catalogue_cache_lookups_total\{outcome="hit"\} (\d+)/.exec(lookups)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/catalogue_cache_lookups_total\{outcome="miss"\} (\d+)/.exec(lookups)?.[1])).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${b.base}/metrics`)).status).toBe(404);
    expect((await fetch(`${b.base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(404);
    expect((await fetch(`${b.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
  });

  it('refuses the sixth subscription of a minute through either process with 429: the count lives in Redis', async () => {
    const subscribe = (site: SiteProcess, n: number) =>
      fetch(`${site.base}/api/tokenPocket/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `fleet-${n}@example.com`, ...personGuard() }),
      });
    const statuses = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await subscribe(n % 2 ? b : a, n)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    for (const site of [a, b]) {
      const refused = await subscribe(site, 9);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('loses nothing acknowledged when one of two servers is killed (-9) during a stream of submissions; the other keeps answering', async () => {
    const body = await multipartBody(VALID_DAPP, { bytes: png(400, 400) });
    let stop = false;
    const streaming = streamSubmissions([a.base, b.base], () => stop, body);
    await within(60_000, async () => (await sql.query('select count(*)::int as n from submissions')).rows[0].n >= 10);
    a.child.kill('SIGKILL');
    await a.exited();
    const afterKill = await submit(b.base, body);
    stop = true;
    const outcomes = await streaming;
    expect(afterKill).toMatchObject({ status: 200 });
    const acknowledged = receipts(outcomes);
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    const stored = await sql.query('select receipt from submissions where receipt = any($1)', [acknowledged]);
    expect(stored.rowCount).toBe(acknowledged.length);
  }, 120_000);

  it('finishes the requests in flight on SIGTERM: every answered submission is stored, none is cut off', async () => {
    const body = await multipartBody(VALID_DAPP, { bytes: png(400, 400) });
    let stop = false;
    const before = (await sql.query('select count(*)::int as n from submissions')).rows[0].n as number;
    // As a load balancer does: no new connection to b once its /readyz has failed.
    const streaming = streamSubmissions([b.base], () => stop, body);
    await within(60_000, async () => (await sql.query('select count(*)::int as n from submissions')).rows[0].n >= before + 5);
    b.child.kill('SIGTERM');
    await within(2_500, async () => (stop = (await fetch(`${b.base}/readyz`).catch(() => null))?.status !== 200));
    await b.exited();
    const outcomes = await streaming;
    expect(b.child.exitCode).toBe(0);
    // Nothing that reached the server is reset or refused with 503; once it has exited, new connections are refused.
    expect(outcomes.filter((outcome) => 'error' in outcome)).toEqual([]);
    await expect(submit(b.base, body)).resolves.toEqual({ error: 'ECONNREFUSED' });
    expect(outcomes.filter((outcome) => 'status' in outcome && outcome.status !== 200)).toEqual([]);
    const acknowledged = receipts(outcomes);
    const stored = await sql.query('select receipt from submissions where receipt = any($1)', [acknowledged]);
    expect(stored.rowCount).toBe(acknowledged.length);
  }, 120_000);
});
