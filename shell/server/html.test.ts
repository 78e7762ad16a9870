/** @jest-environment node */
import { FIRST_SCREEN_MARKER, renderPage, type PageOptions } from './html';

const OPTIONS: PageOptions = {
  lang: 'en',
  rest: 'dappstore',
  metaKey: 'dappstore',
  origin: 'https://www.tp-wallet.example',
  nonce: 'abc',
  registry: { contract: 1, remotes: [] },
  assets: { js: ['shell.1.js'], css: ['shell.1.css'], preload: ['react.1.js'], locales: { en: ['locale-en.1.js'] } },
  manifests: ['/remotes/mf-dappstore/1/mf-manifest.json'],
  remoteFiles: { scripts: ['/remotes/mf-dappstore/1/remoteEntry.js'], styles: ['/remotes/mf-dappstore/1/app.css'] },
  theme: null,
  firstScreens: {},
  footerless: false,
  analyticsUrl: null,
};

describe('the page HTML', () => {
  it('puts the first screens rendered ahead of time in their slots', () => {
    const html = renderPage({
      ...OPTIONS,
      firstScreens: { header: '<nav>menu</nav>', footer: '<p>links</p>', section: { app: 'dappstore', html: '<h1>DApp Store</h1>' } },
    });
    expect(html).toContain(`<header id="tp-header">${FIRST_SCREEN_MARKER}<nav>menu</nav></header>`);
    expect(html).toContain(`<main id="tp-main" tabindex="-1"><div id="tp-app-dappstore">${FIRST_SCREEN_MARKER}<h1>DApp Store</h1></div></main>`);
    expect(html).toContain(`<footer id="tp-footer">${FIRST_SCREEN_MARKER}<p>links</p></footer>`);
  });

  it('leaves the slots empty without first screens, and hides the footer of a footerless page from the start', () => {
    const html = renderPage({ ...OPTIONS, footerless: true });
    expect(html).toContain('<header id="tp-header"></header>');
    expect(html).toContain('<main id="tp-main" tabindex="-1"></main>');
    expect(html).toContain('<footer id="tp-footer" hidden></footer>');
  });

  it('asks for the stylesheets first and fetches the scripts at low priority, so the first screen paints before them', () => {
    const html = renderPage(OPTIONS);
    const position = (text: string) => {
      const at = html.indexOf(text);
      expect(at).toBeGreaterThan(-1);
      return at;
    };
    expect(position('href="/remotes/mf-dappstore/1/app.css"')).toBeLessThan(position('src="/shell/shell.1.js"'));
    expect(position('href="/shell/shell.1.css"')).toBeLessThan(position('href="/shell/react.1.js"'));
    for (const script of ['/shell/react.1.js', '/shell/locale-en.1.js', '/remotes/mf-dappstore/1/remoteEntry.js']) {
      expect(html).toContain(`<link rel="preload" href="${script}" as="script" fetchpriority="low">`);
    }
  });
});
