import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const shellDir = path.resolve(__dirname, '..', '..');

export interface SiteProcess {
  readonly child: ChildProcess;
  readonly base: string;
  /** Resolves once the process has exited (at once if it already has). */
  exited(): Promise<void>;
}

/** A shell "build" with no assets: enough for the site server to start and render pages. */
export function writeFakeShellDist(dir: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'entry-assets.json'), JSON.stringify({ js: [], css: [] }));
  return dir;
}

/**
 * The site server as its own process, as `pnpm start` runs it, with tsx as a
 * loader of this very process (a wrapper would survive as an orphan when it alone is killed).
 */
export function startSiteProcess(port: number, env: Record<string, string>): SiteProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: shellDir,
    env: { ...process.env, LOG_LEVEL: 'error', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, base: `http://127.0.0.1:${port}`, exited: () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : done) };
}

/** Resolves once /readyz answers 200: database migrated, registry loaded. */
export async function untilReady(site: SiteProcess, timeoutMs = 240_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (site.child.exitCode !== null) throw new Error(`the site server exited with ${site.child.exitCode}`);
    const answer = await fetch(`${site.base}/readyz`).catch(() => null);
    if (answer?.status === 200) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${site.base} not ready: ${answer ? await answer.text() : 'no answer'}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Polls `check` every 25 ms until it holds; resolves with the milliseconds it took, rejects past `withinMs`. */
export async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
