import { testSiteSettings } from '@tp/shared/testing';
import { consoleRegistry, publicRegistry, renderConsolePage } from './console-page';
import { pageUrls, renderRobots } from './sitemap';

const registry = {
  contract: 1,
  remotes: [
    { name: 'mf_header_footer', version: '1.0.0', entry: '/remotes/mf-header-footer/1.0.0/mf-manifest.json', contract: 1 },
    { name: 'mf_console', version: '1.0.0', entry: '/remotes/mf-console/1.0.0/mf-manifest.json', contract: 1 },
  ],
};

describe('the console page', () => {
  it('is never indexed and loads the console alone from its entry script, with the shell for the federation runtime', () => {
    const integrity = { '/shell/shell.1.js': 'sha384-abc' };
    const html = renderConsolePage({ nonce: 'n0nce', assets: { js: ['shell.1.js'], css: ['shell.1.css'], preload: [] }, registry, integrity, site: testSiteSettings() });
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('"scripts":["/remotes/mf-console/1.0.0/remoteEntry.js"]');
    expect(html).not.toContain('mf-header-footer');
    expect(html).toContain('/shell/shell.1.js');
    // Every script element runs with the page's nonce or its integrity; the shell's entry is started with its integrity.
    expect(html).not.toMatch(/<script(?![^>]*nonce="n0nce")(?![^>]*type="application\/json")(?![^>]*integrity=)[^>]*>/);
    expect(html).toContain('"integrity":{"/shell/shell.1.js":"sha384-abc"}');
    expect(consoleRegistry(registry).remotes.map((remote) => remote.name)).toEqual(['mf_console']);
    expect(publicRegistry(registry).remotes.map((remote) => remote.name)).toEqual(['mf_header_footer']);
  });

  it('is disallowed to robots and left out of the sitemap', () => {
    expect(renderRobots('https://site.example')).toContain('Disallow: /console\n');
    expect(pageUrls('https://site.example', undefined).map((url) => url.loc).join('\n')).not.toContain('console');
  });
});
