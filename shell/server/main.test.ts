import { execFile } from 'node:child_process';
import path from 'node:path';

const shellDir = path.resolve(__dirname, '..');

/** Runs the site server's entry as `pnpm start` does; resolves with its exit code and error output. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'server/main.ts'],
      // Port 0: should the settings be accepted after all, the server would take a free port, and the test kills it below.
      { cwd: shellDir, env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://' }, timeout: 30_000 },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
}

describe('the site server at start', () => {
  it('refuses to start in production while the donation address or an official domain is a placeholder, naming each', async () => {
    const { code, stderr } = await startServer({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(stderr).toContain('site-settings.json cannot be used');
    expect(stderr).toMatch(/officialDomains\.0 \(tp-wallet\.example\): still a placeholder/);
    expect(stderr).toMatch(/donation\.receivingAddress \(0x[0-9a-fA-F]{40}\): still a placeholder/);
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 40_000);
});
