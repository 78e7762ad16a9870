import { SIGNING_CERTS } from '../testing/releases';
import { formatFingerprint } from './signing-certificate';

describe('signing certificate', () => {
  it('prints like keytool', () => {
    expect(formatFingerprint('0aff10')).toBe('0A:FF:10');
    expect(formatFingerprint(SIGNING_CERTS.android)).toHaveLength(95);
    expect(formatFingerprint(SIGNING_CERTS.android)).toMatch(/^51:45:72:5A:.*:D7:9C$/);
  });
});
