import { CONTRACT_VERSION } from '../contracts/version';
import { checkLiveRegistry, parseRegistry } from './remote-registry';

const news = { name: 'mf_news', version: '1.0.0', entry: '/remotes/mf-news/1.0.0/mf-manifest.json', contract: 1 };

describe('the remote registry read back', () => {
  it('reads a registry of released and CDN entries', () => {
    const cdn = { ...news, name: 'mf_home', entry: 'https://cdn.example/mf-home/1.0.0/mf-manifest.json' };
    expect(parseRegistry('registry.json', JSON.stringify({ contract: 1, remotes: [news, cdn] }))).toEqual({ ok: true, value: { contract: 1, remotes: [news, cdn] } });
  });

  it('refuses entries the shell must never load, and a remote listed twice', () => {
    const script = { ...news, entry: 'javascript:alert(1)//mf-manifest.json' };
    expect(parseRegistry('registry.json', JSON.stringify({ contract: 1, remotes: [script] }))).toEqual({
      ok: false,
      problem: 'registry.json is damaged: remotes.0.entry: expected /remotes/… or an http(s) URL of an mf-manifest.json',
    });
    expect(parseRegistry('registry.json', JSON.stringify({ contract: 1, remotes: [news, news] }))).toEqual({
      ok: false,
      problem: 'registry.json is damaged: remotes: a remote is listed twice',
    });
    expect(parseRegistry('registry.json', JSON.stringify({ remotes: [{ ...news, contract: '1' }] }))).toEqual({
      ok: false,
      problem: 'registry.json is damaged: contract: expected number; remotes.0.contract: expected number',
    });
  });

  it('refuses a registry of another contract where it would go live', () => {
    const next = CONTRACT_VERSION + 1;
    expect(checkLiveRegistry(parseRegistry('registry.json', JSON.stringify({ contract: next, remotes: [] })), 'registry.json')).toEqual({
      ok: false,
      problem: `registry.json is for contract ${next}; this site speaks contract ${CONTRACT_VERSION} and has no upgrade for it`,
    });
  });
});
