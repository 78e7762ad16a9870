import { prefixBounds } from './sql';

/** Whether `text` lies within the bounds, compared as text_pattern_ops compares: by UTF-8 bytes. */
const within = (text: string, [low, high]: readonly [string, string]) =>
  Buffer.compare(Buffer.from(text), Buffer.from(low)) >= 0 && Buffer.compare(Buffer.from(text), Buffer.from(high)) < 0;

describe('prefixBounds', () => {
  it('holds every text that begins with the prefix and no other', () => {
    const bounds = prefixBounds('uniswap')!;
    for (const text of ['uniswap', 'uniswappro3', 'uniswap\u{10ffff}', 'uniswap兑换']) expect(within(text, bounds)).toBe(true);
    for (const text of ['uniswa', 'uniswaq', 'unisw', 'uniswbp', 'v']) expect(within(text, bounds)).toBe(false);
  });

  it('raises the last character past the surrogates and carries past U+10FFFF', () => {
    expect(prefixBounds('a\ud7ff')).toEqual(['a\ud7ff', 'a\ue000']);
    expect(within('a\ud7ff\u{10000}', prefixBounds('a\ud7ff')!)).toBe(true);
    expect(prefixBounds('ab\u{10ffff}')).toEqual(['ab\u{10ffff}', 'ac']);
    expect(prefixBounds('\u{10ffff}')).toBeNull();
  });
});
