import { filter, firstValueFrom } from 'rxjs';
import { createCachedValue } from './cached-list';

describe('cached start-up data', () => {
  beforeEach(() => localStorage.clear());

  it('stores a fresh value for the next visit', async () => {
    const value$ = createCachedValue<string[]>('chains', () => Promise.resolve(['eth']), []);
    await firstValueFrom(value$.pipe(filter((chains) => chains.length > 0)));
    expect(value$.getValue()).toEqual(['eth']);
    expect(JSON.parse(localStorage.getItem('chains')!)).toEqual(['eth']);
  });

  it('falls back to the cached value when the call fails', async () => {
    localStorage.setItem('chains', JSON.stringify(['bsc']));
    let warned!: () => void;
    const failureLogged = new Promise<void>((resolve) => (warned = resolve));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => warned());
    const value$ = createCachedValue<string[]>('chains', () => Promise.reject(new Error('offline')), []);
    await failureLogged;
    expect(value$.getValue()).toEqual(['bsc']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
