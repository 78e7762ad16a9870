import { RELEASES } from '../testing/releases';
import { officialDomains, storeListings } from './official-sources';

describe('official sources', () => {
  it('lists the site domain and the download hosts once each', () => {
    expect(officialDomains(RELEASES)).toEqual(['tp-wallet.example', 'download.tp-wallet.example']);
  });

  it('lists each store listing with its id', () => {
    expect(storeListings(RELEASES).map(({ channel, id }) => [channel, id])).toEqual([
      ['google-play', 'example.tpwallet.app'],
      ['app-store', 'id1600000001'],
      ['chrome-web-store', 'kdpgbmjlefnhcoaiklpbnfeghjoakmdp'],
      ['firefox-add-ons', 'tp-wallet'],
    ]);
  });

  it('ignores links that are not http(s)', () => {
    const hostile = { ...RELEASES[0], url: 'javascript:alert(1)' };
    expect(officialDomains([hostile])).toEqual(['tp-wallet.example']);
    expect(storeListings([hostile])).toEqual([]);
  });
});
