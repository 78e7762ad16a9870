import { sourceOf } from './source';

describe('release source', () => {
  it('is the store of a listing, else the website', () => {
    expect(sourceOf({ store: 'edge-add-ons' })).toBe('edge-add-ons');
    expect(sourceOf({ store: null })).toBe('website');
  });
});
