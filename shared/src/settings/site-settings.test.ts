import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testSiteSettings } from '../testing/site-settings';
import { DEFAULT_SITE_SETTINGS_FILE, loadSiteSettings, parseSiteSettings, SiteSettingsError } from './site-settings';

const file = 'site-settings.json';
const filled = () => JSON.parse(JSON.stringify({ ...testSiteSettings(), officialDomains: ['wallet.com'] })) as Record<string, unknown>;
const problemsOf = (value: unknown, production = false): readonly string[] => {
  try {
    parseSiteSettings(value, { file, production });
  } catch (error) {
    if (error instanceof SiteSettingsError) return error.problems;
    throw error;
  }
  return [];
};

describe('the site settings file', () => {
  it('as shipped, runs in development with its placeholders, and is refused in production naming each one', () => {
    const loaded = loadSiteSettings({});
    expect(loaded.file).toBe(DEFAULT_SITE_SETTINGS_FILE);
    expect(loaded.placeholders).toContain('donation.receivingAddress');
    expect(() => loadSiteSettings({ NODE_ENV: 'production' })).toThrow(SiteSettingsError);
    expect(() => loadSiteSettings({ NODE_ENV: 'production' })).toThrow(
      /officialDomains\.0 \(tp-wallet\.example\): still a placeholder[\s\S]*donation\.receivingAddress \(0x[0-9a-fA-F]{40}\): still a placeholder/,
    );
  });

  it('is taken whole in production once filled in', () => {
    const { settings } = parseSiteSettings(filled(), { file, production: true });
    expect(settings.officialDomains).toEqual(['wallet.com']);
    expect(settings.social.telegram.ko).toBe(testSiteSettings().social.telegram.ko);
  });

  it('refuses a malformed donation address, naming the field', () => {
    const value = filled();
    (value.donation as Record<string, unknown>).receivingAddress = '0x8d5c4D1f3a6B3D4b2B7A9b5e1c2A3f0e9d8C7B6';
    expect(problemsOf(value)).toEqual([expect.stringMatching(/^donation\.receivingAddress: must be a BSC address/)]);
  });

  it('refuses an address whose mixed case is not its checksum (a typo), naming the field', () => {
    const value = filled();
    (value.donation as Record<string, unknown>).tokenContract = '0xECa41281c24451168a37211F0bc2b8645AF45093';
    expect(problemsOf(value)).toEqual([expect.stringMatching(/^donation\.tokenContract: /)]);
  });

  it('lists every wrong field at once: a missing Telegram group, an http link, a domain with a scheme, an unknown key', () => {
    const value = filled();
    const social = value.social as { telegram: Record<string, string> };
    delete social.telegram.ko;
    (value.links as Record<string, string>).swap = 'http://swap.wallet.com';
    value.officialDomains = ['https://wallet.com'];
    value.twitter = 'x';
    const problems = problemsOf(value);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^social\.telegram\.ko: /),
        'links.swap: must be an https:// address',
        expect.stringMatching(/^officialDomains\.0: must be a bare domain name/),
        expect.stringMatching(/^\(the file\): .*twitter/),
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('refuses a placeholder that names no setting', () => {
    expect(problemsOf({ ...filled(), placeholders: ['donation.address'] })).toEqual(['placeholders: "donation.address" names no setting']);
  });

  it('in production, refuses an official domain on a reserved test domain even when not marked', () => {
    expect(problemsOf({ ...filled(), officialDomains: ['wallet.com', 'tp-wallet.example'] }, true)).toEqual([
      expect.stringMatching(/^officialDomains\.1 \(tp-wallet\.example\): still a placeholder/),
    ]);
  });

  it('reads the file SITE_SETTINGS names, and says so when it cannot', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'tp-settings-'));
    const own = path.join(folder, 'production.json');
    writeFileSync(own, JSON.stringify(filled()));
    expect(loadSiteSettings({ SITE_SETTINGS: own, NODE_ENV: 'production' }).settings.officialDomains).toEqual(['wallet.com']);
    expect(() => loadSiteSettings({ SITE_SETTINGS: path.join(folder, 'missing.json') })).toThrow(/missing\.json cannot be used:\n {2}- \(the file\): ENOENT/);
  });
});
