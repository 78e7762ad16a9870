import { RELEASES } from '../testing/releases';
import { ANDROID_SIGNING_CERT_SHA256, formatFingerprint, signingCertificateOf } from './signing-certificate';

describe('signing certificate', () => {
  it('belongs to the APK we serve, not to store builds or other platforms', () => {
    const certificates = RELEASES.map((release) => [release.url.split('/').at(-1), signingCertificateOf(release)]);
    expect(certificates.filter(([, certificate]) => certificate)).toEqual([
      ['tp-wallet-2.9.3.apk', ANDROID_SIGNING_CERT_SHA256],
      ['tp-wallet-2.9.2.apk', ANDROID_SIGNING_CERT_SHA256],
    ]);
  });

  it('prints like keytool', () => {
    expect(formatFingerprint('0aff10')).toBe('0A:FF:10');
    expect(formatFingerprint(ANDROID_SIGNING_CERT_SHA256)).toHaveLength(95);
  });
});
