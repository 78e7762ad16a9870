import { httpUrl, sourceOf } from './source';

describe('release source', () => {
  it('is the store of a listing, else the website', () => {
    expect(sourceOf({ store: 'edge-add-ons' })).toBe('edge-add-ons');
    expect(sourceOf({ store: null })).toBe('website');
  });

  it('accepts only http(s) links', () => {
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('not a url')).toBeNull();
    expect(httpUrl(null)).toBeNull();
    expect(httpUrl('https://download.tp-wallet.example/x')?.hostname).toBe('download.tp-wallet.example');
  });
});
