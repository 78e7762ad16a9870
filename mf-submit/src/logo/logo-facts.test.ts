import { checkLogo, readLogoFacts } from './logo-facts';
import { fileOf, jpegHeader, pngHeader } from '../testing/logo-images';

describe('logo check before upload (docs/product.md §5.4: 400×400, JPG or PNG, at most 5M)', () => {
  it('accepts a 400×400 PNG and a 400×400 JPEG', async () => {
    await expect(checkLogo(fileOf(pngHeader(400, 400), 'logo.png', 'image/png'))).resolves.toBe(true);
    await expect(checkLogo(fileOf(jpegHeader(400, 400), 'logo.jpg', 'image/jpeg'))).resolves.toBe(true);
  });

  it('reads the size from the header without decoding', async () => {
    await expect(readLogoFacts(fileOf(pngHeader(20000, 20000), 'bomb.png', 'image/png'))).resolves.toEqual({
      type: 'image/png', width: 20000, height: 20000, bytes: 45, complete: true,
    });
  });

  it('refuses any other size', async () => {
    await expect(checkLogo(fileOf(pngHeader(512, 512), 'logo.png', 'image/png'))).resolves.toBe(false);
    await expect(checkLogo(fileOf(jpegHeader(400, 399), 'logo.jpg', 'image/jpeg'))).resolves.toBe(false);
  });

  it('refuses a cut-off file, as the api does', async () => {
    await expect(checkLogo(fileOf(pngHeader(400, 400).subarray(0, 40), 'logo.png', 'image/png'))).resolves.toBe(false);
    await expect(checkLogo(fileOf(jpegHeader(400, 400).subarray(0, -2), 'logo.jpg', 'image/jpeg'))).resolves.toBe(false);
  });

  it('judges the type by content, not by name: a renamed text file is refused', async () => {
    const text = new TextEncoder().encode('this is not an image at all, only words');
    await expect(readLogoFacts(fileOf(text, 'logo.png', 'image/png'))).resolves.toMatchObject({ type: null, width: null });
    await expect(checkLogo(fileOf(text, 'logo.png', 'image/png'))).resolves.toBe(false);
  });

  it('refuses files over 5 MB and empty files without reading them', async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await expect(readLogoFacts(big)).resolves.toEqual({ type: null, width: null, height: null, bytes: 5 * 1024 * 1024 + 1, complete: false });
    await expect(checkLogo(new File([], 'empty.png'))).resolves.toBe(false);
  });
});
