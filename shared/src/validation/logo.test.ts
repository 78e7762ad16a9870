import { hasEndMarker, isAcceptableLogo, LOGO_RULES, logoFacts, sniffImageType, unreadLogoFacts } from './logo';

describe('logo rules', () => {
  it('sniffs PNG and JPEG by their first bytes', () => {
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
  });

  const good = { type: 'image/png', width: 400, height: 400, bytes: 1000, complete: true };

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
    { complete: false },
  ])('refuses %p', (change) => {
    expect(isAcceptableLogo({ ...good, ...change })).toBe(false);
  });
});

/** A PNG signature, IHDR of `width`×`height` and IEND: all the rules read. */
function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(45);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  bytes.set([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82], 33);
  return bytes;
}

/** SOI, JFIF, a baseline frame of `width`×`height` and EOI. */
function jpeg(width: number, height: number, tail: number[] = []): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9, ...tail]);
}

describe('logo facts from the bytes (one rule for the forms and the api)', () => {
  it('reads type, declared size and completeness', () => {
    expect(logoFacts(png(400, 400))).toEqual({ type: 'image/png', width: 400, height: 400, bytes: 45, complete: true });
    expect(logoFacts(jpeg(400, 300))).toEqual({ type: 'image/jpeg', width: 400, height: 300, bytes: 41, complete: true });
    expect(isAcceptableLogo(logoFacts(png(400, 400)))).toBe(true);
    expect(isAcceptableLogo(logoFacts(jpeg(400, 400)))).toBe(true);
  });

  it('reads a huge declared canvas without decoding it, and refuses it', () => {
    expect(logoFacts(png(60000, 60000))).toMatchObject({ width: 60000, height: 60000 });
    expect(isAcceptableLogo(logoFacts(png(60000, 60000)))).toBe(false);
  });

  it('finds a cut-off file incomplete, tolerating padding after a JPEG end', () => {
    expect(logoFacts(png(400, 400).subarray(0, 44)).complete).toBe(false);
    expect(isAcceptableLogo(logoFacts(png(400, 400).subarray(0, 20)))).toBe(false);
    expect(hasEndMarker('image/jpeg', jpeg(400, 400).subarray(0, -1))).toBe(false);
    expect(hasEndMarker('image/jpeg', jpeg(400, 400, [0x00, 0x0d, 0x0a]))).toBe(true);
  });

  it('knows nothing of a file that is not an image, or was not read', () => {
    expect(logoFacts(new TextEncoder().encode('<svg width="400" height="400"/>'))).toEqual(unreadLogoFacts(31));
    expect(isAcceptableLogo(unreadLogoFacts(1000))).toBe(false);
  });
});
