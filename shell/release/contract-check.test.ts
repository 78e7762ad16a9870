import { releaseProblems, type FederationManifest } from './contract-check';

const shell = { contract: 1, shared: { react: { version: '19.2.0', requiredVersion: '^19.0.0' } } };
const info = { name: 'mf_news', version: '1.1.0', contract: 1, shared: {} };
const manifest: FederationManifest = {
  name: 'mf_news',
  exposes: [{ name: 'lifecycles', path: './lifecycles' }],
  shared: [{ name: 'react', requiredVersion: '^19.0.0', singleton: true }],
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
};

describe('release contract check', () => {
  it('accepts a remote that fits the live shell', () => {
    expect(releaseProblems({ manifest, info }, shell)).toEqual([]);
  });

  it('names a missing ./lifecycles expose', () => {
    expect(releaseProblems({ manifest: { ...manifest, exposes: [{ name: 'App' }] }, info }, shell)).toEqual([
      'it does not expose ./lifecycles',
    ]);
  });

  it('names an entry script the shell would not find', () => {
    const elsewhere = (name: string, folder: string) => ({ ...manifest, metaData: { remoteEntry: { name, path: folder } } });
    expect(releaseProblems({ manifest: elsewhere('container.js', ''), info }, shell)).toEqual([
      'its entry script is container.js, the shell loads remoteEntry.js beside the manifest',
    ]);
    expect(releaseProblems({ manifest: elsewhere('remoteEntry.js', 'js'), info }, shell)).toEqual([
      'its entry script is js/remoteEntry.js, the shell loads remoteEntry.js beside the manifest',
    ]);
  });

  it('names another contract major', () => {
    expect(releaseProblems({ manifest, info: { ...info, contract: 2 } }, shell)).toEqual([
      'it was built for contract 2, the live shell speaks contract 1',
    ]);
  });

  it('names a singleton range the shell does not satisfy', () => {
    const needsNewer = { ...manifest, shared: [{ name: 'react', requiredVersion: '^20.0.0', singleton: true }] };
    expect(releaseProblems({ manifest: needsNewer, info }, shell)).toEqual(['it needs react ^20.0.0, the shell provides 19.2.0']);
  });

  it('names a singleton the shell does not provide', () => {
    const extra = { ...manifest, shared: [...manifest.shared, { name: 'lodash', requiredVersion: '^4.0.0', singleton: true }] };
    expect(releaseProblems({ manifest: extra, info }, shell)).toEqual([
      'it shares lodash as a singleton, which the shell does not provide',
    ]);
  });

  it('names a federation runtime the section takes from a shell that provides another, or none', () => {
    const takesRuntime = { ...info, federationRuntime: '2.9.2' };
    expect(releaseProblems({ manifest, info: takesRuntime }, { ...shell, federationRuntime: '2.9.2' })).toEqual([]);
    expect(releaseProblems({ manifest, info: takesRuntime }, { ...shell, federationRuntime: '2.10.0' })).toEqual([
      'its entry takes the federation runtime 2.9.2 from the shell, which provides 2.10.0: build both with one version',
    ]);
    expect(releaseProblems({ manifest, info: takesRuntime }, shell)).toEqual([
      'its entry takes the federation runtime 2.9.2 from the shell, which provides none: deploy a shell built with it first',
    ]);
  });

  it('accepts a section that bundles its own federation runtime with any shell', () => {
    expect(releaseProblems({ manifest, info }, { ...shell, federationRuntime: '2.9.2' })).toEqual([]);
  });
});
