/** @jest-environment node */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prerenderFile, type RegistryRemote } from '@tp/shared';
import { folderReleaseStorage } from '../release/folder-release-storage';
import { createFirstScreens, deviceOf } from './prerendered';

const HEADER_FOOTER: RegistryRemote = { name: 'mf_header_footer', version: '1.0.0', entry: '/remotes/mf-header-footer/1.0.0/mf-manifest.json', contract: 1 };
const DAPPSTORE: RegistryRemote = { name: 'mf_dappstore', version: '2.0.0', entry: '/remotes/mf-dappstore/2.0.0/mf-manifest.json', contract: 1 };

async function release(remotesDir: string, folder: string, version: string, fragments: Record<string, string>) {
  for (const [file, html] of Object.entries(fragments)) {
    const target = path.join(remotesDir, folder, version, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, html);
  }
}

describe('which first screen a visitor gets', () => {
  it('trusts the mobile client hint first, then the user agent', () => {
    expect(deviceOf({ 'sec-ch-ua-mobile': '?1', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe('mobile');
    expect(deviceOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' })).toBe('web');
    expect(deviceOf({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' })).toBe('mobile');
    expect(deviceOf({ 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130' })).toBe('web');
    expect(deviceOf({})).toBe('web');
  });
});

describe('first screens rendered ahead of time', () => {
  let remotesDir: string;
  let firstScreens: ReturnType<typeof createFirstScreens>;

  beforeEach(async () => {
    remotesDir = await mkdtemp(path.join(tmpdir(), 'tp-first-screens-'));
    firstScreens = createFirstScreens(folderReleaseStorage(remotesDir));
    await release(remotesDir, 'mf-header-footer', '1.0.0', {
      [prerenderFile('header', 'mobile', 'ko', 'dappstore')]: '<nav>header ko mobile</nav>',
      [prerenderFile('footer', 'mobile', 'ko', 'dappstore')]: '<p>footer ko mobile</p>',
      [prerenderFile('header', 'mobile', 'ko', 'dappstore/detail')]: '<nav>header on detail</nav>',
      [prerenderFile('footer', 'mobile', 'ko', 'dappstore/detail')]: '<p>footer on detail</p>',
    });
    await release(remotesDir, 'mf-dappstore', '2.0.0', {
      [prerenderFile('dappstore', 'mobile', 'ko', 'dappstore')]: '<h1>store ko mobile</h1>',
      [prerenderFile('dappstore', 'web', 'ko', 'dappstore')]: '<h1>store ko web</h1>',
    });
  });

  it('reads the header, footer and section of the live releases for the page, language and device', async () => {
    await expect(firstScreens([HEADER_FOOTER, DAPPSTORE], 'dappstore', { lang: 'ko', rest: 'dappstore', device: 'mobile' })).resolves.toEqual({
      header: '<nav>header ko mobile</nav>',
      footer: '<p>footer ko mobile</p>',
      section: { app: 'dappstore', html: '<h1>store ko mobile</h1>' },
    });
    const web = await firstScreens([HEADER_FOOTER, DAPPSTORE], 'dappstore', { lang: 'ko', rest: 'dappstore', device: 'web' });
    expect(web.section?.html).toBe('<h1>store ko web</h1>');
    expect(web.header).toBeUndefined();
  });

  it('gives no footer where the page has none', async () => {
    const detail = await firstScreens([HEADER_FOOTER, DAPPSTORE], 'dappstore', { lang: 'ko', rest: 'dappstore/detail', device: 'mobile' });
    expect(detail).toEqual({ header: '<nav>header on detail</nav>', footer: undefined, section: undefined });
  });

  it('gives nothing for a release without fragments, a page with parameters, or an entry outside the remotes folder', async () => {
    const older = { ...DAPPSTORE, version: '1.9.0', entry: '/remotes/mf-dappstore/1.9.0/mf-manifest.json' };
    expect((await firstScreens([older], 'dappstore', { lang: 'ko', rest: 'dappstore', device: 'mobile' })).section).toBeUndefined();
    expect(await firstScreens([HEADER_FOOTER], 'news', { lang: 'ko', rest: 'news/42', device: 'mobile' })).toEqual({});
    const elsewhere = { ...DAPPSTORE, entry: 'https://cdn.example/mf-dappstore/2.0.0/mf-manifest.json' };
    expect((await firstScreens([elsewhere], 'dappstore', { lang: 'ko', rest: 'dappstore', device: 'mobile' })).section).toBeUndefined();
    const escaping = { ...DAPPSTORE, entry: '/remotes/../../etc/mf-manifest.json' };
    expect((await firstScreens([escaping], 'dappstore', { lang: 'ko', rest: 'dappstore', device: 'mobile' })).section).toBeUndefined();
  });
});
