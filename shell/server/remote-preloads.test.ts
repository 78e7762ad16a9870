/** @jest-environment node */
import type { RegistryRemote } from '@tp/shared';
import { fakeManifest } from '../release/testing/fake-builds';
import { createRemotePreloads } from './remote-preloads';

const remote = (folder: string, name: string): RegistryRemote => ({ name, version: '1.0.0', entry: `/remotes/${folder}/1.0.0/mf-manifest.json`, contract: 1 });

describe('the files a page preloads, from the released manifests', () => {
  it('reads each manifest with its schema; a damaged one preloads nothing, and says why', async () => {
    const manifests: Record<string, string> = {
      'mf-news/1.0.0/mf-manifest.json': JSON.stringify(fakeManifest('mf_news')),
      'mf-home/1.0.0/mf-manifest.json': JSON.stringify({ ...fakeManifest('mf_home'), exposes: [{ name: 'lifecycles', assets: { js: { sync: 'a.js' } } }] }),
    };
    const warnings: string[] = [];
    const preloads = createRemotePreloads({ read: async (file) => (file in manifests ? Buffer.from(manifests[file]) : undefined) }, (message) => warnings.push(message));
    expect(await preloads([remote('mf-news', 'mf_news'), remote('mf-home', 'mf_home')], 'en')).toEqual({
      scripts: ['/remotes/mf-news/1.0.0/remoteEntry.js', '/remotes/mf-news/1.0.0/lifecycles.js', '/remotes/mf-news/1.0.0/locale-en.1.js'],
      styles: [],
    });
    expect(warnings).toEqual([
      '/remotes/mf-home/1.0.0/mf-manifest.json is damaged: exposes.0.assets.js.sync: expected array; exposes.0.assets.js.async: expected array; exposes.0.assets.css: expected object; its files are not preloaded',
    ]);
  });

  it("links the stylesheets of the exposed module and of its lazy chunks, each content once: the server renders a route's lazy parts", async () => {
    const manifest = fakeManifest('mf_submit');
    const exposes = [{ ...manifest.exposes[0], assets: { ...manifest.exposes[0].assets, css: { sync: ['expose.1a2b.css'], async: ['2338.20ba.css', '3717.20ba.css', '310.b689.css'] } } }];
    const files: Record<string, string> = { 'mf-submit/1.0.0/mf-manifest.json': JSON.stringify({ ...manifest, exposes }) };
    const preloads = createRemotePreloads({ read: async (file) => (file in files ? Buffer.from(files[file]) : undefined) });
    expect((await preloads([remote('mf-submit', 'mf_submit')], 'en')).styles).toEqual([
      '/remotes/mf-submit/1.0.0/expose.1a2b.css',
      '/remotes/mf-submit/1.0.0/2338.20ba.css',
      '/remotes/mf-submit/1.0.0/310.b689.css',
    ]);
  });
});
