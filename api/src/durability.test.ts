import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VALID_DAPP } from '@tp/shared/validation/fixtures';
import { png } from './testing/images';
import { freePort } from './testing/ports';
import { multipartBody } from './testing/multipart';
import { reserveTestDatabase, type TestDatabasePlace } from './testing/test-database';

const apiDir = path.resolve(__dirname, '..');

let PORT = 0;
let base = '';

/**
 * The api as its own process, as `pnpm --filter @tp/api start` runs it, but
 * with tsx as a loader of this very process (not a wrapper that would survive
 * as an orphan server when the wrapper alone is killed).
 */
function startApi(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    // Every submission of the stream comes from this one address: no rate limit may stop it.
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'error', RATE_LIMIT_SUBMISSIONS: '1000000/1m' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once the api answers from its database. */
async function untilReady(child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}`);
    const answer = await fetch(`${base}/v1/category/list`).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

describe('a kill -9 during a stream of submissions', () => {
  let place: TestDatabasePlace;
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    PORT = await freePort(4160, 4170);
    base = `http://127.0.0.1:${PORT}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'api-durability-'));
    place = await reserveTestDatabase(dataDir);
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await place.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses none of the acknowledged submissions', async () => {
    child = startApi(place.env);
    await untilReady(child);

    const { payload, headers } = await multipartBody(VALID_DAPP, { bytes: png(400, 400) });
    const acknowledged: string[] = [];
    let killed = false;
    const stream = async () => {
      while (!killed) {
        try {
          const response = await fetch(`${base}/api/submissions/dapp`, { method: 'POST', body: new Uint8Array(payload), headers });
          if (response.status === 200) acknowledged.push(((await response.json()) as { data: { receipt: string } }).data.receipt);
        } catch {
          // The connection died with the process: this one was never acknowledged.
        }
      }
    };
    const writers = [stream(), stream(), stream()];
    while (acknowledged.length < 25) await new Promise((resolve) => setTimeout(resolve, 20));
    // The child still runs, so it was the one answering: no other server held its port.
    expect(child.exitCode).toBeNull();
    // Kill in the middle of the stream: requests are in flight and commits under way.
    killed = true;
    child.kill('SIGKILL');
    await exited(child);
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);
    expect(await fetch(`${base}/v1/category/list`).catch(() => 'refused')).toBe('refused');

    child = startApi(place.env);
    await untilReady(child);
    const missing: string[] = [];
    for (const receipt of acknowledged) {
      const answer = await fetch(`${base}/api/submissions/${receipt}`);
      if (answer.status !== 200) missing.push(receipt);
    }
    expect(missing).toEqual([]);
    child.kill('SIGTERM');
    await exited(child);
  });
});
