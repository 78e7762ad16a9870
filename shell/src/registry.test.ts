import { CONTRACT_VERSION } from '@tp/shared';
import { decideRegistry, readInlinedRegistry } from './registry';

const remote = (name: string, contract: number) => ({ name, version: '1.0.0', entry: `/remotes/${name}/1.0.0/mf-manifest.json`, contract });

describe('remote registry', () => {
  it('refuses entries built for another contract major', () => {
    const decision = decideRegistry({
      contract: CONTRACT_VERSION,
      remotes: [remote('mf_news', CONTRACT_VERSION), remote('mf_home', CONTRACT_VERSION + 1)],
    });
    expect(decision.accepted.map((r) => r.name)).toEqual(['mf_news']);
    expect(decision.refused.map((r) => r.name)).toEqual(['mf_home']);
  });

  it('refuses everything from a registry of another major', () => {
    const decision = decideRegistry({ contract: CONTRACT_VERSION + 1, remotes: [remote('mf_news', CONTRACT_VERSION)] });
    expect(decision.accepted).toEqual([]);
  });

  it('reads the registry the server inlined', () => {
    document.body.innerHTML = `<script id="tp-registry" type="application/json">{"contract":${CONTRACT_VERSION},"remotes":[]}</script>`;
    expect(readInlinedRegistry()).toEqual({ contract: CONTRACT_VERSION, remotes: [] });
  });

  it('loads nothing from a damaged inlined registry, saying what is wrong', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<script id="tp-registry" type="application/json">{"contract":${CONTRACT_VERSION},"remotes":[{"name":"mf_news"}]}</script>`;
    expect(readInlinedRegistry()).toEqual({ contract: CONTRACT_VERSION, remotes: [] });
    expect(error).toHaveBeenCalledWith(
      "the page's registry (#tp-registry) is damaged: remotes.0.version: expected string; remotes.0.entry: expected string; remotes.0.contract: expected number; no section is loaded",
    );
    document.body.innerHTML = `<script id="tp-registry" type="application/json">{"contract":1,</script>`;
    expect(readInlinedRegistry()).toEqual({ contract: CONTRACT_VERSION, remotes: [] });
    expect(error).toHaveBeenLastCalledWith(expect.stringMatching(/^the page's registry \(#tp-registry\) is not valid JSON: /));
    error.mockRestore();
  });
});
