/** @jest-environment node */
import { FIRST_SCREEN_MARKER, notFoundScreens, PAGE_START, renderPage, type PageOptions } from './html';
import { subresourceIntegrity } from './integrity';

const OPTIONS: PageOptions = {
  lang: 'en',
  rest: 'dappstore',
  metaKey: 'dappstore',
  subject: { kind: 'page' },
  origin: 'https://www.tp-wallet.example',
  nonce: 'abc',
  registry: { contract: 1, remotes: [] },
  assets: { js: ['shell.1.js'], css: ['shell.1.css'], preload: ['react.1.js'], locales: { en: ['locale-en.1.js'] } },
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

  it("marks the slots that hold the server's own render, for the browser to hydrate, and the first screens inside theirs", () => {
    const html = renderPage({
      ...OPTIONS,
      firstScreens: {
        header: '<nav>menu</nav>',
        footer: '<p>links</p>',
        section: { app: 'dappstore', html: '<h1>DApp Store</h1>' },
        serverRendered: { device: 'mobile', slots: ['header', 'section'] },
      },
    });
    expect(html).toContain('<header id="tp-header" data-server-render="mobile"><nav>menu</nav></header>');
    expect(html).toContain('<main id="tp-main" tabindex="-1"><div id="tp-app-dappstore" data-server-render="mobile"><h1>DApp Store</h1></div></main>');
    expect(html).toContain(`<footer id="tp-footer">${FIRST_SCREEN_MARKER}<p>links</p></footer>`);
  });

  it('never marks the not-found page for hydration: the application that owns the address replaces it', () => {
    const screens = notFoundScreens(
      { header: '<nav>menu</nav>', section: { app: 'news', html: '<article>x</article>' }, serverRendered: { device: 'web', slots: ['header', 'section'] } },
      'news',
      'en',
    );
    const html = renderPage({ ...OPTIONS, firstScreens: screens });
    expect(html).toContain('<header id="tp-header" data-server-render="web"><nav>menu</nav></header>');
    expect(html).toMatch(new RegExp(`<div id="tp-app-news">${FIRST_SCREEN_MARKER}<section class="tp-not-found"`));
  });

  it('leaves the slots empty without first screens, and hides the footer of a footerless page from the start', () => {
    const html = renderPage({ ...OPTIONS, footerless: true });
    expect(html).toContain('<header id="tp-header"></header>');
    expect(html).toContain('<main id="tp-main" tabindex="-1"></main>');
    expect(html).toContain('<footer id="tp-footer" hidden></footer>');
  });

  it('asks for nothing but its stylesheets and its small starter before the first paint', () => {
    const html = renderPage(OPTIONS);
    expect(html).toContain('<link rel="stylesheet" href="/shell/shell.1.css" data-href="shell.1.css">');
    expect(html).toContain('<link rel="stylesheet" href="/remotes/mf-dappstore/1/app.css" data-href="app.css">');
    expect(html).not.toMatch(/<link rel="preload"/);
    expect([...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1])).toEqual([PAGE_START.path]);
    expect(PAGE_START.body.length).toBeLessThan(2048);
  });

  it('loads its starter with Subresource Integrity, deferred, from an address that changes with its text', () => {
    const html = renderPage(OPTIONS);
    expect(html).toContain(`<script src="${PAGE_START.path}" integrity="${subresourceIntegrity(PAGE_START.body)}" crossorigin="anonymous" defer></script>`);
    expect(PAGE_START.path).toMatch(/^\/page-start\.[0-9a-f]{8}\.js$/);
  });
});

describe('starting the shell', () => {
  /** Runs the page's starter script against a fake browser, to see when the shell's entry is inserted. */
  function runStarter(html: string, { visibility = 'visible', paintTiming = true } = {}) {
    const startFiles = /<script id="tp-start" type="application\/json">([^<]+)<\/script>/.exec(html)?.[1];
    if (!startFiles) throw new Error('The page has no start files');
    const inserted: string[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: Array<() => void> = [];
    const timers: Array<{ run: () => void; ms: number }> = [];
    const observers: Array<(list: { getEntriesByName(name: string): unknown[] }) => void> = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
      constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {}
    }
    /** Script elements the page's own code added (webpack's, the federation runtime's), and files whose fetch has ended. */
    const scripts: Array<{ src: string }> = [];
    const fetched = new Set<string>();
    const fakeDocument = {
      baseURI: 'https://site.example/en/dappstore',
      scripts,
      visibilityState: visibility,
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      getElementById: (id: string) => (id === 'tp-start' ? { textContent: startFiles } : null),
      createElement: (tag: string) => ({ tag }),
      head: {
        appendChild: (element: { tag: string; src?: string; async?: boolean; as?: string; href?: string; crossOrigin?: string; integrity?: string }) =>
          inserted.push(
            element.tag === 'script'
              ? `run ${element.src} async=${element.async}${element.integrity ? ` ${element.integrity}` : ''}`
              : `fetch ${element.as} ${element.href}${element.crossOrigin ? ' cors' : ''}`,
          ),
      },
    };
    /** A message posted to a channel runs as a task of its own: here, like a timer of 0 ms. */
    class FakeMessageChannel {
      readonly port1: { onmessage: (() => void) | null } = { onmessage: null };
      readonly port2 = { postMessage: () => timers.push({ run: () => this.port1.onmessage?.(), ms: 0 }) };
    }
    new Function('window', 'document', 'performance', 'requestAnimationFrame', 'setTimeout', 'MessageChannel', PAGE_START.body)(
      { PerformanceObserver: FakePerformanceObserver },
      fakeDocument,
      { getEntriesByName: (url: string) => (fetched.has(url) ? [{ name: url }] : []) },
      (frame: () => void) => frames.push(frame),
      (run: () => void, ms: number) => timers.push({ run, ms }),
      FakeMessageChannel,
    );
    /** Runs the next timer due after `ms` (each runs once), telling whether there was one. */
    const runTimer = (due: (ms: number) => boolean) => {
      const timer = timers.find((waiting) => due(waiting.ms));
      if (timer) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
      return timer !== undefined;
    };
    /** Runs timers of `ms` until none is left, those they set included. */
    const runTimers = (ms: number) => {
      while (runTimer((due) => due === ms));
    };
    const address = (path: string) => new URL(path, fakeDocument.baseURI).href;
    return {
      inserted,
      /** The page's code adds a script element for `path`, still loading. */
      loading: (path: string) => scripts.push({ src: address(path) }),
      /** The page's code has fetched and run `path`, its script element gone. */
      fetchedAndRan: (path: string) => fetched.add(address(path)),
      parsed: () => listeners.DOMContentLoaded(),
      paint: (name: string) => observers.forEach((observer) => observer({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) })),
      frame: () => frames.splice(0).forEach((frame) => frame()),
      runTimer: () => runTimer((due) => due === 0),
      runTimers,
      runLimit: () => {
        while (runTimer((due) => due > 0));
        runTimers(0);
      },
    };
  }

  const WITH_FIRST_SCREEN = renderPage({ ...OPTIONS, firstScreens: { section: { app: 'dappstore', html: '<h1>DApp Store</h1>' } } });

  const STARTED = [
    'run /shell/shell.1.js async=false',
    'fetch script /shell/react.1.js',
    'fetch script /shell/locale-en.1.js',
    'fetch script /remotes/mf-dappstore/1/remoteEntry.js',
  ];

  it('fetches and runs the site\'s code only once the first screen has had its first contentful paint', () => {
    const browser = runStarter(WITH_FIRST_SCREEN);
    browser.parsed();
    browser.paint('first-paint');
    browser.runTimers(0);
    expect(browser.inserted).toEqual([]);
    browser.paint('first-contentful-paint');
    expect(browser.inserted).toEqual([]);
    browser.runTimers(0);
    expect(browser.inserted).toEqual(STARTED);
    browser.runLimit();
    expect(browser.inserted).toEqual(STARTED);
  });

  it('does not wait long for a paint that is not reported', () => {
    const browser = runStarter(WITH_FIRST_SCREEN);
    browser.parsed();
    browser.runLimit();
    expect(browser.inserted).toEqual(STARTED);
  });

  it('starts after a frame without a first screen, on a hidden page, or without paint timing', () => {
    for (const browser of [
      runStarter(renderPage(OPTIONS)),
      runStarter(WITH_FIRST_SCREEN, { visibility: 'hidden' }),
      runStarter(WITH_FIRST_SCREEN, { paintTiming: false }),
    ]) {
      browser.parsed();
      browser.frame();
      expect(browser.inserted).toEqual([]);
      browser.runTimers(0);
      expect(browser.inserted).toEqual(STARTED);
    }
  });

  it('runs the shell\'s entry with its Subresource Integrity when the server has it', () => {
    const integrity = 'sha384-abc';
    const browser = runStarter(renderPage({ ...OPTIONS, integrity: { '/shell/shell.1.js': integrity } }));
    browser.parsed();
    browser.frame();
    browser.runTimers(0);
    expect(browser.inserted[0]).toBe(`run /shell/shell.1.js async=false ${integrity}`);
  });

  it('does not preload a file the page has already asked for, as it loads or once it has run, so none is downloaded twice', () => {
    const browser = runStarter(WITH_FIRST_SCREEN);
    browser.parsed();
    browser.paint('first-contentful-paint');
    browser.runTimer();
    browser.runTimer();
    expect(browser.inserted).toEqual(STARTED.slice(0, 2));
    // The entry ran before the starter's next steps: it asked for the strings, and the federation runtime for the remote's entry.
    browser.fetchedAndRan('/shell/locale-en.1.js');
    browser.loading('/remotes/mf-dappstore/1/remoteEntry.js');
    browser.runTimers(0);
    expect(browser.inserted).toEqual(STARTED.slice(0, 2));
  });

  it('asks for the entry first, then one file per task, so no task of the start runs long', () => {
    const browser = runStarter(WITH_FIRST_SCREEN);
    browser.parsed();
    browser.paint('first-contentful-paint');
    browser.runTimer();
    for (let task = 1; task <= STARTED.length; task += 1) {
      expect(browser.inserted).toEqual(STARTED.slice(0, task));
      browser.runTimer();
    }
    expect(browser.inserted).toEqual(STARTED);
  });
});
