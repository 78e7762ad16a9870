import { remoteEntryScript } from './registry';

describe('where a remote starts', () => {
  it('is the entry script beside its manifest, on this site or another origin', () => {
    expect(remoteEntryScript({ entry: '/remotes/mf-news/1.2.0/mf-manifest.json' })).toBe('/remotes/mf-news/1.2.0/remoteEntry.js');
    expect(remoteEntryScript({ entry: 'https://cdn.example/remotes/mf-news/1.2.0/mf-manifest.json' })).toBe('https://cdn.example/remotes/mf-news/1.2.0/remoteEntry.js');
    expect(remoteEntryScript({ entry: 'http://localhost:3002/mf-manifest.json' })).toBe('http://localhost:3002/remoteEntry.js');
  });
});
