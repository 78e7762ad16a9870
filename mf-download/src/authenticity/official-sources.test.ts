import { RELEASES, SIGNING_CERTS } from '../testing/releases';
import { currentSigningCertificates, officialDomains, storeListings } from './official-sources';

describe('official sources', () => {
  it('lists the official domains of the settings and the download hosts once each', () => {
    expect(officialDomains(['wallet.test'], RELEASES)).toEqual(['wallet.test', 'download.tp-wallet.example']);
  });

  it('lists each store listing with its id, as the api gives it', () => {
    expect(storeListings(RELEASES).map(({ store, id }) => [store, id])).toEqual([
      ['google-play', 'example.tpwallet.app'],
      ['app-store', 'id1600000001'],
      ['firefox-add-ons', 'tp-wallet'],
      ['edge-add-ons', 'ponmlkjihgfedcbaponmlkjihgfedcba'],
      ['chrome-web-store', 'kdpgbmjlefnhcoaiklpbnfeghjoakmdp'],
    ]);
  });

  it('lists the certificate of each signed package offered today, not of store builds or unsigned ones', () => {
    expect(currentSigningCertificates(RELEASES)).toEqual([
      { sha256: SIGNING_CERTS.android, options: ['apk'] },
      { sha256: SIGNING_CERTS.windows, options: ['windows-x64', 'windows-x86'] },
      { sha256: SIGNING_CERTS.macos, options: ['macos'] },
    ]);
  });

  it('ignores links that are not http(s)', () => {
    const hostile = RELEASES.map((release) => ({ ...release, url: 'javascript:alert(1)' }));
    expect(officialDomains(['wallet.test'], hostile)).toEqual(['wallet.test']);
    expect(storeListings(hostile)).toEqual([]);
    expect(currentSigningCertificates(hostile)).toEqual([]);
  });
});
