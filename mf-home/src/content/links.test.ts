import { isImageSrc } from './links';

describe('isImageSrc', () => {
  it.each(['https://cdn.example/a.png', 'http://cdn.example/a.svg', '/api/art/icon/dYdX.svg'])('loads %s', (src) => {
    expect(isImageSrc(src)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/a.png', 'a.png', '', null, 42])(
    'refuses %p',
    (src) => {
      expect(isImageSrc(src)).toBe(false);
    },
  );
});
