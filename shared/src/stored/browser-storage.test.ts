/** @jest-environment jsdom */
import * as z from '../facades/zod-mini';
import { localStore, readStored, type SafeStorage } from './browser-storage';
import type { StoredFormat } from './stored-format';

const countFormat: StoredFormat<number> = { name: 'localStorage "count"', version: 1, schema: z.int() };

/** Storage as a private window or a full quota answers: every call throws. */
function refuseStorage() {
  const refuse = () => {
    throw new DOMException('refused', 'SecurityError');
  };
  for (const method of ['getItem', 'setItem', 'removeItem'] as const) jest.spyOn(Storage.prototype, method).mockImplementation(refuse);
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('browser storage', () => {
  it('keeps, reads and removes values', () => {
    expect(localStore.set('k', 'v')).toBe(true);
    expect(localStore.get('k')).toBe('v');
    localStore.remove('k');
    expect(localStore.get('k')).toBeNull();
  });

  it('never throws when storage is refused: nothing is read and the caller learns nothing was kept', () => {
    refuseStorage();
    expect(localStore.get('k')).toBeNull();
    expect(localStore.set('k', 'v')).toBe(false);
    expect(() => localStore.remove('k')).not.toThrow();
  });

  it('reads a value with its versioned format, and refuses a damaged one saying what is used instead', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage: SafeStorage = { get: (key) => ({ good: '{"version":1,"data":3}', bad: '{"version":1,"data":"three"}' })[key] ?? null, set: () => true, remove: () => undefined };
    expect(readStored('good', countFormat, 'starting from 0', storage)).toBe(3);
    expect(readStored('missing', countFormat, 'starting from 0', storage)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(readStored('bad', countFormat, 'starting from 0', storage)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/localStorage "count".*; starting from 0$/));
  });
});
