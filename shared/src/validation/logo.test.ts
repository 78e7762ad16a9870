import { isAcceptableLogo, LOGO_RULES, sniffImageType } from './logo';

describe('logo rules', () => {
  it('sniffs PNG and JPEG by their first bytes', () => {
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
  });

  const good = { type: 'image/png', width: 400, height: 400, bytes: 1000 };

  it('accepts exactly 400×400 JPEG or PNG up to 5 MB', () => {
    expect(isAcceptableLogo(good)).toBe(true);
    expect(isAcceptableLogo({ ...good, type: 'image/jpeg', bytes: LOGO_RULES.maxBytes })).toBe(true);
  });

  it.each([
    { type: 'image/gif' },
    { type: null },
    { width: 401 },
    { height: 399 },
    { bytes: LOGO_RULES.maxBytes + 1 },
    { bytes: 0 },
  ])('refuses %p', (change) => {
    expect(isAcceptableLogo({ ...good, ...change })).toBe(false);
  });
});
