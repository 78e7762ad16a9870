/** @jest-environment node */
import { createRenderCache } from './render-cache';

describe('the render cache', () => {
  it('gives back what was kept under the same key, until it expires', () => {
    let now = 0;
    const cache = createRenderCache({ maxSize: 100, ttlMs: 1_000, now: () => now });
    cache.set('a', '<p>a</p>');
    expect(cache.get('a')).toBe('<p>a</p>');
    expect(cache.get('b')).toBeUndefined();
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('keeps at most its size, dropping the least recently used first', () => {
    const cache = createRenderCache({ maxSize: 20, ttlMs: 60_000 });
    cache.set('a', 'x'.repeat(8));
    cache.set('b', 'y'.repeat(8));
    expect(cache.get('a')).toBe('x'.repeat(8));
    cache.set('c', 'z'.repeat(8));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('x'.repeat(8));
    expect(cache.get('c')).toBe('z'.repeat(8));
    expect(cache.size()).toBe(16);
    cache.set('huge', 'h'.repeat(21));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('digests data by content, once per object', () => {
    const cache = createRenderCache({ maxSize: 100, ttlMs: 60_000 });
    const data = { 'news:article:7:en': { title: 'Fees' } };
    expect(cache.digest(data)).toBe(cache.digest({ 'news:article:7:en': { title: 'Fees' } }));
    expect(cache.digest(data)).not.toBe(cache.digest({ 'news:article:7:en': { title: 'Fees!' } }));
  });
});
