import { deviceOf } from './device';

/** A window's media queries at a width, for the `(max-width: N px)` queries of the breakpoints. */
const atWidth = (width: number) => (query: string) => {
  const max = /^\(max-width: (\d+)px\)$/.exec(query);
  if (!max) throw new Error(`unexpected media query ${query}`);
  return width <= Number(max[1]);
};

describe('device size', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'ipad'],
    [1250, 'ipad'],
    [1251, 'web'],
  ])('%i px is %s, by the media queries of the stylesheets', (width, device) => {
    expect(deviceOf(atWidth(width))).toBe(device);
  });
});
