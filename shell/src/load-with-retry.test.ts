import { CONTRACT_VERSION, type RemoteLifecyclesModule } from '@tp/shared';
import { loadWithRetry, RemoteRefusedError } from './load-with-retry';

const lifecycles: RemoteLifecyclesModule = { contractVersion: CONTRACT_VERSION, apps: {} };
const fast = { attempts: 3, timeoutMs: 50, backoffMs: 1 };

describe('loading a remote', () => {
  it('retries network failures and succeeds', async () => {
    const load = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(lifecycles);
    await expect(loadWithRetry('mf_news', fast, load)).resolves.toBe(lifecycles);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last attempt with the last error', async () => {
    const load = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadWithRetry('mf_news', fast, load)).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('times out a load that never answers', async () => {
    const load = jest.fn(() => new Promise<RemoteLifecyclesModule>(() => undefined));
    await expect(loadWithRetry('mf_news', { ...fast, attempts: 1 }, load)).rejects.toThrow('no answer within 50 ms');
  });

  it('does not retry a refused remote', async () => {
    const load = jest.fn().mockRejectedValue(new RemoteRefusedError('mf_news', 'built for contract 2'));
    await expect(loadWithRetry('mf_news', fast, load)).rejects.toBeInstanceOf(RemoteRefusedError);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
