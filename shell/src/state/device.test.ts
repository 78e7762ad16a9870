import { deviceForWidth } from './device';

describe('device size', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'ipad'],
    [1250, 'ipad'],
    [1251, 'web'],
  ])('%i px is %s', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });
});
