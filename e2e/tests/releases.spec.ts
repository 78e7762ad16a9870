import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteRegistry } from '@tp/shared';
import { SitePage } from '../pages/site-page';

test.describe.configure({ mode: 'serial' });

const remotesDir = process.env.E2E_REMOTES_DIR!;
const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A release command, as a section team runs it: it reaches the registry through the server that holds the embedded database. */
function pnpm(...args: string[]): string {
  const env = { ...process.env, REMOTES_DIR: remotesDir, DATA_DIR: process.env.E2E_DATA_DIR! };
  return execFileSync('pnpm', args, { cwd: repoDir, env, encoding: 'utf8', stdio: 'pipe' });
}

/** The version of a remote the site serves now. */
async function liveVersion(request: APIRequestContext, name: string): Promise<string> {
  const registry = (await (await request.get('/registry.json')).json()) as RemoteRegistry;
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

test('a released version of a section is served on the next page load, and rolled back', async ({ page, request }) => {
  // Two release commands, each a process that loads the remote's server build and renders a smoke page, plus two page loads.
  test.setTimeout(90_000);
  const before = await liveVersion(request, 'mf_news');
  const version = `9.0.0-e2e.${Date.now()}`;
  pnpm('release', 'mf-news', '--no-build', '--version', version);
  expect(await liveVersion(request, 'mf_news')).toBe(version);
  expect([...(await newsVersionsLoaded(page, '/en/news'))]).toEqual([version]);

  pnpm('rollback', 'mf-news');
  expect(await liveVersion(request, 'mf_news')).toBe(before);
  const reloaded = await page.context().newPage();
  expect([...(await newsVersionsLoaded(reloaded, '/en/news'))]).toEqual([before]);
});

test('a version that exists is never overwritten', async ({ request }) => {
  const live = await liveVersion(request, 'mf_news');
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
  // The page as if the registry named an mf_news built for the next contract major (no release command may make that live).
  let changedPages = 0;
  await page.route('**/en/news', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<script id="tp-registry" type="application\/json">)([^<]*)(<\/script>)/, (_match, open: string, json: string, close: string) => {
      const registry = JSON.parse(json) as RemoteRegistry;
      const changed: RemoteRegistry = {
        ...registry,
        remotes: registry.remotes.map((remote) => (remote.name === 'mf_news' ? { ...remote, contract: registry.contract + 1 } : remote)),
      };
      changedPages += 1;
      return `${open}${JSON.stringify(changed).replace(/</g, '\\u003c')}${close}`;
    });
    await route.fulfill({ response, body: html });
  });
  const site = new SitePage(page);
  await page.goto('/en/news');
  expect(changedPages).toBe(1);
  await expect(site.main.getByRole('alert')).toContainText('This section is unavailable right now');
  await expect(site.header).not.toBeEmpty();
});
