/** @jest-environment node */
import { CONTRACT_VERSION, type RegistryRemote, type ServerBuild } from '@tp/shared';
import { createServerRenderer, warmWhenLoaded } from './server-render';

const REMOTE: RegistryRemote = { name: 'mf_news', version: '1.2.0', contract: 1, entry: '/remotes/mf-news/1.2.0/mf-manifest.json' };
const REQUEST = { lang: 'en', device: 'web', rest: 'news/7', search: '', pageData: { 'news:article:7:en': { title: 'Fees' } } } as const;

function renderer(build: ServerBuild | Error, budgetMs = 150) {
  const warnings: Array<{ details: object; message: string }> = [];
  const loads: string[] = [];
  const window = { document: {} };
  const instance = createServerRenderer({
    files: { localFile: async (file: string) => `/srv/remotes/${file}` },
    log: { warn: (details, message) => warnings.push({ details, message }) },
    window: () => window,
    budgetMs,
    load: (file) => {
      loads.push(file);
      if (build instanceof Error) throw build;
      return build;
    },
  });
  return { instance, warnings, loads, window };
}

/** Lets the renderer load and warm the release's build, as it does outside requests. */
async function warmed(instance: ReturnType<typeof createServerRenderer>) {
  await instance.warm([REMOTE]);
}

describe('rendering applications with their release’s server build', () => {
  it('renders with the page’s data and the host’s DOM, loading each release’s build once', async () => {
    const seen: unknown[] = [];
    const { instance, loads, window } = renderer({
      apps: ['news'],
      render: async (app, request) => {
        seen.push(request);
        return `<article>${app} ${(request.pageData?.['news:article:7:en'] as { title: string }).title}</article>`;
      },
    });
    await warmed(instance);
    await expect(instance.render(REMOTE, 'news', REQUEST)).resolves.toBe('<article>news Fees</article>');
    await instance.render(REMOTE, 'news', { ...REQUEST, device: 'mobile' });
    expect(loads).toEqual(['/srv/remotes/mf-news/1.2.0/server/entry.cjs']);
    expect(seen[seen.length - 1]).toMatchObject({ ...REQUEST, device: 'mobile', window });
    expect(instance.fallbackCounts()).toEqual({});
  });

  it('renders a request once and gives the same HTML back; a new release or new data renders again', async () => {
    let renders = 0;
    const { instance } = renderer({
      apps: ['news'],
      render: async (_app, request) => `<h1>${(request.pageData?.['news:article:7:en'] as { title: string }).title} ${++renders}</h1>`,
    });
    const release = { ...REMOTE, version: '1.3.0', entry: '/remotes/mf-news/1.3.0/mf-manifest.json' };
    await instance.warm([REMOTE, release]);
    const warmRenders = renders;
    const first = await instance.render(REMOTE, 'news', REQUEST);
    expect(await instance.render(REMOTE, 'news', { ...REQUEST, pageData: { 'news:article:7:en': { title: 'Fees' } } })).toBe(first);
    expect(renders).toBe(warmRenders + 1);
    expect(await instance.render(REMOTE, 'news', { ...REQUEST, pageData: { 'news:article:7:en': { title: 'Fees, edited' } } })).toBe(`<h1>Fees, edited ${warmRenders + 2}</h1>`);
    expect(await instance.render(release, 'news', REQUEST)).toBe(`<h1>Fees ${warmRenders + 3}</h1>`);
    expect(await instance.render(REMOTE, 'news', { ...REQUEST, rest: 'news/8' })).toBe(`<h1>Fees ${warmRenders + 4}</h1>`);
  });

  it('falls back when the build throws: logged once per release, counted every time', async () => {
    const { instance, warnings } = renderer({ apps: ['news'], render: async () => Promise.reject(new Error('window is not defined')) });
    await warmed(instance);
    for (let i = 0; i < 3; i++) await expect(instance.render(REMOTE, 'news', REQUEST)).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0].message).toBe('mf_news@1.2.0: news is sent with its first screen instead of a server render (threw)');
    expect(instance.fallbackCounts()).toEqual({ 'mf_news@1.2.0 news threw': 3 });
  });

  it('falls back when the render runs past its budget', async () => {
    const { instance } = renderer({ apps: ['news'], render: () => new Promise((resolve) => setTimeout(() => resolve('<p>late</p>'), 200)) }, 20);
    await warmed(instance);
    await expect(instance.render(REMOTE, 'news', REQUEST)).resolves.toBeUndefined();
    expect(instance.fallbackCounts()).toEqual({ 'mf_news@1.2.0 news slow': 1 });
  });

  it('falls back for a release without a server build, or one that does not render the application', async () => {
    const missing = renderer(new Error('Cannot find module'));
    await warmed(missing.instance);
    await expect(missing.instance.render(REMOTE, 'news', REQUEST)).resolves.toBeUndefined();
    const other = renderer({ apps: ['home'], render: async () => '<p>home</p>' });
    await warmed(other.instance);
    await expect(other.instance.render(REMOTE, 'news', REQUEST)).resolves.toBeUndefined();
    expect(missing.instance.fallbackCounts()).toEqual({ 'mf_news@1.2.0 news missing': 1 });
    expect(other.instance.fallbackCounts()).toEqual({ 'mf_news@1.2.0 news missing': 1 });
  });

  it('never reads a build outside the remotes folder', async () => {
    const { instance, loads } = renderer({ apps: ['news'], render: async () => '<p>x</p>' });
    const outside = { ...REMOTE, entry: '/remotes/../../etc/mf-manifest.json' };
    await instance.warm([outside]);
    await expect(instance.render(outside, 'news', REQUEST)).resolves.toBeUndefined();
    expect(loads).toEqual([]);
  });

  it('sends first screens while a release’s build is still loading, without logging it as a failure', async () => {
    const { instance, warnings } = renderer({ apps: ['news'], render: async () => '<p>x</p>' });
    await expect(instance.render(REMOTE, 'news', REQUEST)).resolves.toBeUndefined();
    expect(warnings).toEqual([]);
    expect(instance.fallbackCounts()).toEqual({ 'mf_news@1.2.0 news warming': 1 });
    await instance.warm([REMOTE]);
    await expect(instance.render(REMOTE, 'news', REQUEST)).resolves.toBe('<p>x</p>');
  });

  it('warms the builds the registry names once it is first read, so the first visitors after ready get server renders', async () => {
    const { instance, loads } = renderer({ apps: ['news'], render: async () => '<p>x</p>' });
    let loaded: () => void = () => {};
    const whenLoaded = new Promise<void>((resolve) => (loaded = resolve));
    // Until loaded, the registry reads empty, as the embedded one does while its database opens.
    let remotes: RegistryRemote[] = [];
    const serverBuilds = warmWhenLoaded({ whenLoaded: () => whenLoaded, read: async () => ({ contract: CONTRACT_VERSION, remotes }) }, instance);
    await new Promise((resolve) => setImmediate(resolve));
    expect([serverBuilds.isWarm(), loads]).toEqual([false, []]);
    remotes = [REMOTE];
    loaded();
    await serverBuilds.warmed;
    expect(serverBuilds.isWarm()).toBe(true);
    expect(loads).toEqual(['/srv/remotes/mf-news/1.2.0/server/entry.cjs']);
    await expect(instance.render(REMOTE, 'news', REQUEST)).resolves.toBe('<p>x</p>');
    expect(instance.fallbackCounts()).toEqual({});
  });
});
