import { expect, test, type APIRequestContext } from '@playwright/test';
import { ROUTE_PATHS } from '../pages/route-paths';
import { SitePage } from '../pages/site-page';
import budgets from '../../js-budget.json' with { type: 'json' };

/** js-budget.json's request budgets: the page routes, and the submission forms. */
const MAX_SCRIPTS = budgets.pages.requests;
const MAX_SCRIPTS_ON_FORMS = budgets.forms.requests;
const FORMS = new Set(budgets.forms.routes);
/** Libraries the page may run once only: a second copy is fetched, parsed and run for nothing, and splits their state. */
const SINGLETONS = budgets.singletons;

interface BundleReport {
  readonly files: Record<string, { readonly packages: readonly string[] }>;
}

/** Built files live under these; the site server's own page starter bundles no library. */
const BUILT = /^\/(shell|remotes)\//;

/** Each build (the shell, each released remote) publishes what every file bundles in `bundle-report.json` beside it. */
async function packagesOf(request: APIRequestContext, scripts: readonly string[]): Promise<Map<string, readonly string[]>> {
  const reports = new Map<string, Promise<BundleReport>>();
  const found = new Map<string, readonly string[]>();
  for (const script of scripts) {
    const url = new URL(script);
    const base = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
    if (!BUILT.test(base)) {
      found.set(url.pathname, []);
      continue;
    }
    if (!reports.has(base)) reports.set(base, request.get(`${base}bundle-report.json`).then((response) => response.json() as Promise<BundleReport>));
    const report = await reports.get(base)!;
    found.set(url.pathname, report.files[url.pathname.slice(base.length)]?.packages ?? []);
  }
  return found;
}

for (const path of ROUTE_PATHS) {
  const budget = FORMS.has(path) ? MAX_SCRIPTS_ON_FORMS : MAX_SCRIPTS;
  // One load per route checks the page, what it runs and what the CSP refused: every load costs seconds of the suite.
  test(`/en/${path} has header and footer, no CSP violation, and runs at most ${budget} scripts before it is idle, each shared library once, each stylesheet once and minified`, async ({ page, request }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    const site = new SitePage(page);
    const response = await site.goto(`/en${path ? `/${path}` : ''}`);
    expect(response?.status()).toBeLessThan(400);
    if (path.startsWith('dappstore/detail')) await expect(site.footer).toBeHidden();
    else await expect(site.footer).not.toBeEmpty();
    await expect(site.main).not.toContainText('This section is unavailable');
    await page.waitForLoadState('networkidle');

    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(budget);
    expect(new Set(scripts).size, 'a script fetched twice').toBe(scripts.length);
    // A section that links a stylesheet the server already linked makes the browser parse it again and restyle the whole page.
    const stylesheets = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href));
    expect(new Set(stylesheets).size, `a stylesheet linked twice:\n${stylesheets.join('\n')}`).toBe(stylesheets.length);
    // Stylesheets hold the first paint back: each ships without comments or indentation (shared/build/webpack.ts).
    for (const href of stylesheets) {
      const css = (await (await request.get(href)).text()).replace(/\/\*# sourceMappingURL=\S+ ?\*\/\s*$/, '');
      expect(css, `${href} ships unminified`).not.toMatch(/\/\*|\n[ \t]/);
    }
    const packages = await packagesOf(request, scripts);
    for (const library of SINGLETONS) {
      const holders = [...packages].filter(([, bundled]) => bundled.includes(library)).map(([file]) => file);
      const builds = new Set(holders.map((file) => file.slice(0, file.lastIndexOf('/'))));
      expect(builds.size, `${library} in ${holders.join(', ')}`).toBeLessThanOrEqual(1);
    }
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    // Chromium styles and lays out the whole of a `content-visibility` region that holds a form or a form control as the page loads:
    // the work the property was set to put off, in one long task (docs/architecture.md §9).
    const formsInSkippedRegions = await page.evaluate(() =>
      Array.from(document.querySelectorAll('form, input, select, textarea'))
        .filter((control) => {
          for (let region = control.parentElement; region; region = region.parentElement) {
            if (getComputedStyle(region).contentVisibility !== 'visible') return true;
          }
          return false;
        })
        .map((control) => control.outerHTML.slice(0, 80)),
    );
    expect(formsInSkippedRegions, 'a form control inside a content-visibility region').toEqual([]);
    // Nothing pushes the page wider than the screen: a phone would zoom it out and hide the header's buttons off to the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'the page scrolls sideways').toBe(0);
    expect(site.consoleErrors).toEqual([]);
  });
}

for (const path of ROUTE_PATHS) {
  test(`/en/${path} is no wider than a phone's screen, so the phone never zooms it out or hides the header off to the side @mobile`, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'on a desktop, the route’s test above checks it');
    await new SitePage(page).goto(`/en${path ? `/${path}` : ''}`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'the page scrolls sideways').toBe(0);
  });
}
