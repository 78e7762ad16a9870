import { createPageCache } from './page-cache';

describe('the page cache', () => {
  const page = (nonce: string) => `<script nonce="${nonce}">start()</script><script id="data" type="application/json" nonce="${nonce}">{}</script>`;

  it('gives a kept page back with each response’s own nonce, never the placeholder', () => {
    const cache = createPageCache({ maxSize: 10_000, ttlMs: 5_000 });
    const written = page(cache.placeholderNonce);
    expect(cache.set('en/news', written, 'first').toString()).toBe(page('first'));
    expect(cache.get('en/news', 'second')?.toString()).toBe(page('second'));
    expect(cache.get('en/news', 'third')?.toString()).not.toContain(cache.placeholderNonce);
    expect(cache.counts()).toEqual({ hits: 2, misses: 0 });
  });

  it('has a placeholder of its own in each process, so no page text can name it', () => {
    const one = createPageCache({ maxSize: 10_000, ttlMs: 5_000 });
    const other = createPageCache({ maxSize: 10_000, ttlMs: 5_000 });
    expect(one.placeholderNonce).not.toBe(other.placeholderNonce);
    expect(one.placeholderNonce.length).toBeGreaterThanOrEqual(24);
  });

  it('writes a page again once it is older than its time', () => {
    let now = 0;
    const cache = createPageCache({ maxSize: 10_000, ttlMs: 5_000, now: () => now });
    cache.set('en/news', page(cache.placeholderNonce), 'a');
    now = 4_999;
    expect(cache.get('en/news', 'b')?.toString()).toBe(page('b'));
    now = 5_000;
    expect(cache.get('en/news', 'c')).toBeUndefined();
    expect(cache.counts()).toEqual({ hits: 1, misses: 1 });
  });

  it('names a value by identity: the same object the same, a replacement another', () => {
    const cache = createPageCache({ maxSize: 10_000, ttlMs: 5_000 });
    const registry = { remotes: [] };
    expect(cache.identity(registry)).toBe(cache.identity(registry));
    expect(cache.identity({ remotes: [] })).not.toBe(cache.identity(registry));
  });
});
