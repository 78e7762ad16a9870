import { checkBudgets, type Budgets } from './budget';
import type { BuiltRemote, Builds } from './first-load';
import type { BundleReport } from '../bundle-report-plugin';

type Files = Record<string, { gzip: number; packages?: string[]; consumes?: string[] }>;

function report(files: Files, extra: Partial<BundleReport> = {}): BundleReport {
  return {
    files: Object.fromEntries(Object.entries(files).map(([file, info]) => [file, { packages: info.packages ?? [], consumes: info.consumes ?? [] }])),
    provides: {},
    lazy: {},
    ...extra,
  };
}

const sizes = (files: Files) => (file: string) => {
  const found = files[file];
  if (!found) throw new Error(`no file ${file} in the fixture`);
  return found.gzip;
};

function remote(files: Files, lazy: Record<string, string[]> = {}): BuiltRemote {
  return {
    entry: 'remoteEntry.js',
    exposeSync: ['expose.js'],
    exposeAsync: Object.keys(files).filter((file) => file.startsWith('locale-')),
    report: report(files, { lazy, provides: { 'react-router': ['own-router.js'] } }),
    gzip: sizes(files),
  };
}

const OTHER_REMOTES = ['mf-header-footer', 'mf-home', 'mf-dappstore', 'mf-submit', 'mf-download'];

/** A site just inside its budgets: 65 KB shell start, about 10 KB per remote. */
function site(section: Files = {}): Builds {
  const shellFiles: Files = {
    'shell.js': { gzip: 30_000 },
    'vendor.js': { gzip: 30_000, packages: ['react', 'react-dom', 'react-router'] },
    'locale-en.js': { gzip: 1_000 },
    'rxjs.js': { gzip: 5_000, packages: ['rxjs'] },
  };
  const remoteBase: Files = {
    'remoteEntry.js': { gzip: 3_000 },
    'expose.js': { gzip: 5_000, consumes: ['react-router'] },
    'locale-en.1.js': { gzip: 1_000 },
    'locale-fr.1.js': { gzip: 1_000 },
    'own-router.js': { gzip: 30_000, packages: ['react-router'] },
  };
  return {
    shell: {
      assets: { js: ['shell.js'], preload: ['vendor.js', 'rxjs.js'], locales: { en: ['locale-en.js'] } },
      report: report(shellFiles, { provides: { 'react-router': ['vendor.js'], rxjs: ['rxjs.js'] } }),
      gzip: sizes(shellFiles),
    },
    remotes: {
      ...Object.fromEntries(OTHER_REMOTES.map((name) => [name, remote(remoteBase)])),
      'mf-news': remote({ ...remoteBase, ...section, 'article.js': { gzip: 4_000 } }, { 'src/Article.tsx': ['article.js'] }),
    },
  };
}

const budgets: Budgets = {
  pages: { gzipKB: 100, requests: 12 },
  forms: { routes: ['submit/dapp'], gzipKB: 200, requests: 16 },
  navigation: { gzipKB: 40 },
  shellStart: { gzipKB: 70, requests: 4 },
  remotes: { 'mf-header-footer': { gzipKB: 15 }, 'mf-news': { gzipKB: 15 } },
  singletons: ['react', 'react-dom', 'react-router', 'rxjs', 'i18next'],
  lazy: { 'news/:id': { 'mf-news': ['src/Article.tsx'] } },
};

const check = (builds: Builds) => checkBudgets(builds, budgets, 'en');

describe('the JavaScript budget check', () => {
  const newsOnly = (problems: readonly string[]) => problems.filter((problem) => problem.includes('/en/news'));

  it('measures a route as the shell start, the header-footer and the section with its strings and lazy modules', () => {
    const { loads } = check(site());
    const article = loads.find((load) => load.route === 'news/:id')!;
    expect(article.files.map((file) => `${file.build}/${file.file}`)).toEqual([
      'shell/shell.js', 'shell/vendor.js', 'shell/rxjs.js', 'shell/locale-en.js',
      'mf-header-footer/remoteEntry.js', 'mf-header-footer/expose.js', 'mf-header-footer/locale-en.1.js',
      'mf-news/remoteEntry.js', 'mf-news/expose.js', 'mf-news/locale-en.1.js', 'mf-news/article.js',
    ]);
    expect(article.gzip).toBe(66_000 + 9_000 + 13_000);
    // The page's starter, served by the site server, is a request of its own.
    expect(article.requests).toBe(12);
  });

  it('passes a site within its budgets', () => {
    expect(newsOnly(check(site()).problems)).toEqual([]);
  });

  it('fails when a 20 KB dependency joins a section’s first load, naming the route, the file, its size and the budget', () => {
    const grown = site({ 'expose.js': { gzip: 25_000, packages: ['big-chart-lib'], consumes: ['react-router'] } });
    const problems = newsOnly(check(grown).problems);
    expect(problems).toContain('mf-news on /en/news: 29.0 KB gzip, budget 15 KB; largest: mf-news/expose.js 25.0 KB, mf-news/remoteEntry.js 3.0 KB, mf-news/locale-en.1.js 1.0 KB');
    expect(problems).toContain('/en/news/:id first load: 108.0 KB gzip, budget 100 KB; largest: shell/shell.js 30.0 KB, shell/vendor.js 30.0 KB, mf-news/expose.js 25.0 KB');
  });

  it('fails on too many script requests', () => {
    const strict = { ...budgets, pages: { gzipKB: 100, requests: 11 } };
    const problems = checkBudgets(site(), strict, 'en').problems.filter((problem) => problem.includes('/en/news/:id'));
    expect(problems).toEqual([expect.stringMatching(/^\/en\/news\/:id first load: 12 script requests, budget 11; largest: /)]);
  });

  it('fails on a second copy of a shared library, naming both files', () => {
    const copied = site({ 'expose.js': { gzip: 5_000, packages: ['rxjs'] } });
    expect(newsOnly(check(copied).problems)).toContain('/en/news: rxjs is loaded more than once: shell/rxjs.js, mf-news/expose.js');
  });

  it('takes a shared library the section asks for from the shell’s copy, never the section’s own', () => {
    const asks = site({ 'expose.js': { gzip: 5_000, consumes: ['rxjs', 'react-router'] } });
    const news = check(asks).loads.find((load) => load.route === 'news')!;
    expect(news.files.map((file) => `${file.build}/${file.file}`)).toContain('shell/rxjs.js');
    expect(news.files.map((file) => file.file)).not.toContain('own-router.js');
  });

  it('fails when a listed lazy module is not in the build, so the plan cannot go stale silently', () => {
    const stale = { ...budgets, lazy: { 'news/:id': { 'mf-news': ['src/Gone.tsx'] } } };
    expect(() => checkBudgets(site(), stale, 'en')).toThrow('news/:id: mf-news has no lazily loaded module src/Gone.tsx');
  });
});
