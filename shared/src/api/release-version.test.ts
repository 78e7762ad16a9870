import { compareVersions, parseVersion } from './release-version';

describe('versions', () => {
  it('parses dotted numbers with an optional v', () => {
    expect(parseVersion('2.9.3')).toEqual([2, 9, 3]);
    expect(parseVersion(' v1.6.0.12 ')).toEqual([1, 6, 0, 12]);
    expect(parseVersion('2.9.3-pro')).toBeNull();
    expect(parseVersion('')).toBeNull();
    expect(parseVersion('vv2.9')).toBeNull();
    expect(parseVersion('1.2.3.4.5')).toBeNull();
  });

  it('orders by each part as a number', () => {
    expect(compareVersions('2.10.0', '2.9.9')).toBe(1);
    expect(compareVersions('2.4', '2.4.0')).toBe(0);
    expect(compareVersions('1.0', 'beta')).toBe(1);
  });
});
