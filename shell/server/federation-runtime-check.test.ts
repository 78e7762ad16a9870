/** @jest-environment node */
import type { RegistryRemote, RemoteRegistry } from '@tp/shared';
import type { BuildInfo } from '@tp/shared/build/build-info-plugin';
import { createFederationRuntimeCheck } from './federation-runtime-check';

const remote = (folder: string, name: string, version = '1.0.0'): RegistryRemote => ({
  name,
  version,
  entry: `/remotes/${folder}/${version}/mf-manifest.json`,
  contract: 2,
});
const registry = (...remotes: RegistryRemote[]): RemoteRegistry => ({ contract: 2, remotes });
const buildInfo = (name: string, federationRuntime?: string): BuildInfo => ({ name, version: '1.0.0', contract: 2, shared: {}, ...(federationRuntime ? { federationRuntime } : {}) });

function setUp(shell: BuildInfo | null, released: Record<string, string>) {
  const warnings: string[] = [];
  const reads: string[] = [];
  const check = createFederationRuntimeCheck({
    shellInfo: async () => shell,
    readReleased: async (url) => {
      reads.push(url);
      return released[url];
    },
    warn: (message) => warnings.push(message),
  });
  return { check, warnings, reads };
}

describe("the live sections' federation runtime against the served shell's", () => {
  it('names each live section built with another version than the shell publishes, and says so once per release', async () => {
    const { check, warnings } = setUp(buildInfo('shell', '2.9.2'), {
      '/remotes/mf-news/1.0.0/remote-info.json': JSON.stringify(buildInfo('mf_news', '2.9.2')),
      '/remotes/mf-home/1.0.0/remote-info.json': JSON.stringify(buildInfo('mf_home', '2.8.0')),
    });
    const live = registry(remote('mf-news', 'mf_news'), remote('mf-home', 'mf_home'));

    expect(await check(live)).toEqual({ shell: '2.9.2', mismatches: [{ remote: 'mf_home', version: '1.0.0', federationRuntime: '2.8.0' }] });
    await check(live);
    expect(warnings).toEqual([
      'mf_home 1.0.0 takes the federation runtime 2.8.0 from the shell, which publishes 2.9.2: release the section again, built with the shell’s version',
    ]);
  });

  it('counts every section that needs a runtime as a mismatch under a shell that publishes none', async () => {
    const { check, warnings } = setUp(buildInfo('shell'), {
      '/remotes/mf-news/1.0.0/remote-info.json': JSON.stringify(buildInfo('mf_news', '2.9.2')),
    });
    expect(await check(registry(remote('mf-news', 'mf_news')))).toEqual({
      shell: null,
      mismatches: [{ remote: 'mf_news', version: '1.0.0', federationRuntime: '2.9.2' }],
    });
    expect(warnings[0]).toContain('which publishes none');
  });

  it('leaves out sections that bundle their own runtime, whose build info is missing or damaged', async () => {
    const { check, warnings } = setUp(buildInfo('shell', '2.9.2'), {
      '/remotes/mf-news/1.0.0/remote-info.json': JSON.stringify(buildInfo('mf_news')),
      '/remotes/mf-home/1.0.0/remote-info.json': '{"name": ',
    });
    const live = registry(remote('mf-news', 'mf_news'), remote('mf-home', 'mf_home'), remote('mf-submit', 'mf_submit'));
    expect(await check(live)).toEqual({ shell: '2.9.2', mismatches: [] });
    expect(warnings).toEqual([]);
  });

  it("reads the release named by the registry's entry, so a new release is checked on its own", async () => {
    const { check, reads } = setUp(buildInfo('shell', '2.9.2'), {
      '/remotes/mf-news/1.1.0/remote-info.json': JSON.stringify(buildInfo('mf_news', '2.9.3')),
    });
    expect((await check(registry(remote('mf-news', 'mf_news', '1.1.0')))).mismatches).toEqual([
      { remote: 'mf_news', version: '1.1.0', federationRuntime: '2.9.3' },
    ]);
    expect(reads).toEqual(['/remotes/mf-news/1.1.0/remote-info.json']);
  });
});
