import { createCachedValue } from './cached-list';

describe('cached start-up data', () => {
  beforeEach(() => localStorage.clear());

  it('stores a fresh value for the next visit', async () => {
    const value$ = createCachedValue('chains', () => Promise.resolve(['eth']), []);
    await Promise.resolve();
    await Promise.resolve();
    expect(value$.getValue()).toEqual(['eth']);
    expect(JSON.parse(localStorage.getItem('chains')!)).toEqual(['eth']);
  });

  it('falls back to the cached value when the call fails', async () => {
    localStorage.setItem('chains', JSON.stringify(['bsc']));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const value$ = createCachedValue<string[]>('chains', () => Promise.reject(new Error('offline')), []);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(value$.getValue()).toEqual(['bsc']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
