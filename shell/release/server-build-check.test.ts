/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverBuildProblem } from './server-build-check';

/** A built remote whose server build is `source` (CommonJS), or none. */
function distWith(source?: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'tp-server-build-'));
  if (source !== undefined) {
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'entry.cjs'), source);
  }
  return dist;
}

describe('the release check of a server build', () => {
  it('accepts a build that renders each of its applications', async () => {
    const dist = distWith(`exports.apps = ['news']; exports.render = async (app, r) => '<h1>' + app + ' ' + r.lang + ' ' + r.rest + '</h1>';`);
    await expect(serverBuildProblem(dist)).resolves.toBeUndefined();
  });

  it('renders with the site settings of the deployment in the page data, as the site server does', async () => {
    const dist = distWith(
      `exports.apps = ['news']; exports.render = async (app, r) => { const site = (r.pageData || {})['site:settings']; if (!site) throw new Error('no site settings'); return '<a href="' + site.links.swap + '">swap</a>'; };`,
    );
    await expect(serverBuildProblem(dist)).resolves.toBeUndefined();
  });

  it('refuses a release with no server build', async () => {
    await expect(serverBuildProblem(distWith())).resolves.toBe('it has no server build (server/entry.cjs is missing)');
  });

  it('refuses a server build that fails to render its smoke page, with the reason', async () => {
    const dist = distWith(`exports.apps = ['news']; exports.render = async () => { throw new Error('window is not defined'); };`);
    await expect(serverBuildProblem(dist)).resolves.toBe('its server build fails to render "news" on /en/news: window is not defined');
  });

  it('refuses a server build that cannot be loaded or renders nothing', async () => {
    await expect(serverBuildProblem(distWith('throw new Error("broken bundle");'))).resolves.toBe('its server build cannot be loaded: broken bundle');
    await expect(serverBuildProblem(distWith(`exports.apps = ['news']; exports.render = async () => '  ';`))).resolves.toBe(
      'its server build renders "news" on /en/news as an empty page',
    );
  });
});
