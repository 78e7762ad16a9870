import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALES, prerenderFile, type ServerBuild } from '../../src/index';
import { writePrerenderedPages } from './run';

async function distDir() {
  return mkdtemp(path.join(tmpdir(), 'tp-prerender-'));
}

describe('writing the first screens of a remote', () => {
  it('writes one fragment per application, device, language and page', async () => {
    const dist = await distDir();
    const bundle: ServerBuild = { apps: ['news'], render: async (app, { lang, device, rest }) => `<h1>${app} ${lang} ${device} ${rest}</h1>` };
    await expect(writePrerenderedPages(bundle, dist)).resolves.toBe(2 * LOCALES.length);
    await expect(readFile(path.join(dist, prerenderFile('news', 'mobile', 'ja', 'news')), 'utf8')).resolves.toBe('<h1>news ja mobile news</h1>');
    await expect(readFile(path.join(dist, prerenderFile('news', 'web', 'zh-tw', 'news')), 'utf8')).resolves.toBe('<h1>news zh-tw web news</h1>');
  });

  it('fails the build on a page that cannot be rendered, naming it', async () => {
    const bundle: ServerBuild = {
      apps: ['home'],
      render: async (_app, { lang, rest }) => {
        if (rest === 'about') throw new Error('window is not defined');
        return `<p>${lang}</p>`;
      },
    };
    await expect(writePrerenderedPages(bundle, await distDir())).rejects.toThrow('The first screen of "home" on /zh/about (mobile) could not be rendered ahead of time');
  });

  it('refuses a style attribute, which the CSP would drop from the markup', async () => {
    const bundle: ServerBuild = { apps: ['news'], render: async () => '<div class="a"><span style="width:40%"></span></div>' };
    await expect(writePrerenderedPages(bundle, await distDir())).rejects.toThrow('has a style attribute, which the CSP blocks in markup: use a class');
  });
});
