import { displayHost, httpUrl, imageUrl, shortAddress } from './urls';

describe('urls', () => {
  it('keeps only absolute http(s) addresses', () => {
    expect(httpUrl('https://app.uniswap.org/swap')).toBe('https://app.uniswap.org/swap');
    expect(httpUrl('http://example.com')).toBe('http://example.com/');
    for (const value of ['javascript:alert(1)', 'data:text/html,hi', '//example.com', 'example.com', '', null, undefined]) {
      expect(httpUrl(value)).toBeUndefined();
    }
  });

  it('takes images from http(s) addresses or from paths on this site', () => {
    // A path on the site stays a path: the server, without a page address, renders the same src as the browser.
    expect(imageUrl('/api/art/icon/eth.svg')).toBe('/api/art/icon/eth.svg');
    for (const away of ['//evil.example/a.png', '/\\evil.example/a.png']) expect(imageUrl(away)).toBeUndefined();
    expect(imageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    for (const value of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '', null]) expect(imageUrl(value)).toBeUndefined();
  });

  it('shows a host without www and an address as its first and last 8 characters', () => {
    expect(displayHost('https://www.example.com/a')).toBe('example.com');
    expect(shortAddress('0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984')).toBe('0x1f9840…4201F984');
    expect(shortAddress('short')).toBe('short');
  });
});
