import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
/** The e2e site gets its own released remotes and its own embedded database. */
export const remotesDir = process.env.E2E_REMOTES_DIR ?? mkdtempSync(path.join(tmpdir(), 'tp-e2e-remotes-'));
process.env.E2E_REMOTES_DIR = remotesDir;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'tp-e2e-data-'));
process.env.E2E_DATA_DIR = dataDir;

/**
 * Debian's Chromium (browsers cannot be downloaded here): its headless shell, as Playwright itself runs headless tests,
 * when installed (`chromium-headless-shell`), else the whole browser in headless mode, which ran the suite half as long
 * again. The flags let it run as root in a closed network.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
};

/**
 * Time budgets. A test gets TEST_TIMEOUT_MS; on a quiet machine none takes a third of it (the budget reporter lists any
 * that does), so a loaded machine has room. An assertion waits EXPECT_TIMEOUT_MS for the page to reach the state it
 * names; a page load waits for its sections up to READY_TIMEOUT_MS (pages/site-page.ts).
 */
const TEST_TIMEOUT_MS = 45_000;
const EXPECT_TIMEOUT_MS = 10_000;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // One worker: the site server, Chromium and the test runner share the machine's cores (E2E_WORKERS to change).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // No retries: a test that fails once under load is a finding, not noise.
  retries: 0,
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  reporter: [['list'], ['./reporters/budget-reporter.ts']],
  use: {
    baseURL,
    // A failed test keeps its trace of actions, console and network; DOM snapshots and the screencast's frames are left out: they cost about a fifth of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: chromium,
    locale: 'en-US',
  },
  projects: [
    // Release tests change what is live: they run alone, after everything else.
    { name: 'releases', testMatch: /releases\.spec\.ts/, dependencies: ['desktop', 'mobile'], use: { viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
    { name: 'desktop', testIgnore: /releases\.spec\.ts/, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
    {
      name: 'mobile',
      testIgnore: /releases\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions: chromium },
      grep: /@mobile/,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'pnpm --filter @tp/shell serve',
        cwd: '..',
        // Ready when the server says so: its database opens, migrates and seeds in the background after the port is taken.
        url: `${baseURL}/readyz`,
        reuseExistingServer: false,
        timeout: 240_000,
        env: {
          PORT: String(port), REMOTES_DIR: remotesDir, DATA_DIR: dataDir, ADMIN_TOKEN: 'e2e-admin-token', LOG_LEVEL: 'warn',
          // Every test browses from 127.0.0.1; abuse.spec.ts reaches the subscribe limit from an address of its own.
          RATE_LIMIT_SUBSCRIBE: '30/1m', RATE_LIMIT_SUBMISSIONS: '500/1m', RATE_LIMIT_SEARCH: '5000/1m',
        },
      },
});
