import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteRegistry } from '@tp/shared';
import { SitePage } from '../pages/site-page';

test.describe.configure({ mode: 'serial' });

const remotesDir = process.env.E2E_REMOTES_DIR!;
const registryFile = path.join(remotesDir, 'registry.json');
const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function pnpm(...args: string[]): string {
  return execFileSync('pnpm', args, { cwd: repoDir, env: { ...process.env, REMOTES_DIR: remotesDir }, encoding: 'utf8', stdio: 'pipe' });
}

function liveVersion(name: string): string {
  const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as RemoteRegistry;
  return registry.remotes.find((remote) => remote.name === name)!.version;
}

/** The versions of mf-news whose files the page fetched. */
async function newsVersionsLoaded(page: Page, url: string): Promise<Set<string>> {
  const versions = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/mf-news\/([^/]+)\//.exec(request.url());
    if (match) versions.add(match[1]);
  });
  await new SitePage(page).goto(url);
  await expect(page.locator('#tp-app-news')).not.toBeEmpty();
  return versions;
}

test('a released version of a section is served on the next page load, and rolled back', async ({ page }) => {
  // Two release commands, each a process that loads the remote's server build and renders a smoke page, plus two page loads.
  test.setTimeout(90_000);
  const before = liveVersion('mf_news');
  const version = `9.0.0-e2e.${Date.now()}`;
  pnpm('release', 'mf-news', '--no-build', '--version', version);
  expect(liveVersion('mf_news')).toBe(version);
  expect([...(await newsVersionsLoaded(page, '/en/news'))]).toEqual([version]);

  pnpm('rollback', 'mf-news');
  expect(liveVersion('mf_news')).toBe(before);
  const reloaded = await page.context().newPage();
  expect([...(await newsVersionsLoaded(reloaded, '/en/news'))]).toEqual([before]);
});

test('a version that exists is never overwritten', async () => {
  const live = liveVersion('mf_news');
  expect(() => pnpm('release', 'mf-news', '--no-build', '--version', live)).toThrow(/already published/);
});

test('a section whose files cannot load shows its fallback while the rest of the site works', async ({ page }) => {
  await page.route('**/remotes/mf-news/**', (route) => route.abort());
  const site = new SitePage(page);
  await page.goto('/en/news');
  const panel = site.main.getByRole('alert');
  await expect(panel).toContainText('This section is unavailable right now');
  await expect(site.header).not.toBeEmpty();
  await expect(site.footer).not.toBeEmpty();

  await page.unroute('**/remotes/mf-news/**');
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(site.main).not.toContainText('This section is unavailable right now');

  await site.header.getByRole('link', { name: 'DApp Store', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/dappstore/);
  await expect(page.locator('#tp-app-dappstore')).not.toBeEmpty();
});

test('a registry entry built for another contract major is refused', async ({ page }) => {
  const original = readFileSync(registryFile, 'utf8');
  const registry = JSON.parse(original) as RemoteRegistry;
  const changed: RemoteRegistry = {
    ...registry,
    remotes: registry.remotes.map((remote) => (remote.name === 'mf_news' ? { ...remote, contract: registry.contract + 1 } : remote)),
  };
  writeFileSync(registryFile, JSON.stringify(changed));
  try {
    const site = new SitePage(page);
    await page.goto('/en/news');
    await expect(site.main.getByRole('alert')).toContainText('This section is unavailable right now');
    await expect(site.header).not.toBeEmpty();
  } finally {
    writeFileSync(registryFile, original);
  }
});
