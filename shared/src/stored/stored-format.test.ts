import { checkStored, parseStored, storedText, type StoredFormat } from './stored-format';
import * as z from '../facades/zod-mini';

/** A format at version 2: version 1 held a bare list of names, version 0 (no envelope) one comma-separated string. */
const names: StoredFormat<{ names: string[] }> = {
  name: 'names.json',
  version: 2,
  schema: z.object({ names: z.array(z.string()) }),
  upgrades: {
    0: (data) => String(data).split(','),
    1: (data) => ({ names: data }),
  },
};

describe('a stored format read back', () => {
  it('reads what it writes', () => {
    expect(parseStored(names, storedText(names, { names: ['a'] }))).toEqual({ ok: true, value: { names: ['a'] } });
  });

  it('upgrades older versions step by step, saying from which', () => {
    expect(parseStored(names, JSON.stringify({ version: 1, data: ['a', 'b'] }))).toEqual({ ok: true, value: { names: ['a', 'b'] }, upgradedFrom: 1 });
    expect(checkStored(names, 'a,b')).toEqual({ ok: true, value: { names: ['a', 'b'] }, upgradedFrom: 0 });
  });

  it('refuses text that is not JSON, naming the copy', () => {
    const read = parseStored(names, '{"version": 2, "da');
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problem).toMatch(/^names\.json is not valid JSON: /);
  });

  it('refuses a copy of the current version that does not fit, saying where', () => {
    expect(parseStored(names, JSON.stringify({ version: 2, data: { names: ['a', 7] } }))).toEqual({
      ok: false,
      problem: 'names.json is damaged: names.1: expected string',
    });
  });

  it('refuses an older copy that does not fit once upgraded', () => {
    expect(parseStored(names, JSON.stringify({ version: 1, data: [1] }))).toEqual({
      ok: false,
      problem: 'names.json is damaged: names.0: expected string (upgraded from version 1)',
    });
  });

  it('refuses a copy of a newer release and one with no upgrade', () => {
    expect(parseStored(names, JSON.stringify({ version: 3, data: {} }))).toEqual({
      ok: false,
      problem: 'names.json is version 3, written by a newer release of the site; this one reads up to version 2',
    });
    expect(checkStored({ ...names, upgrades: { 1: names.upgrades![1] } }, 'a')).toEqual({
      ok: false,
      problem: 'names.json is version 0, which this release can no longer read (it reads version 2)',
    });
  });
});
