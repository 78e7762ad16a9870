import { RELEASE_STORES } from '../api/releases';
import { SITE_LINK_IDS, SITE_MAIL_IDS, SOCIAL_IDS, TELEGRAM_GROUPS, type SiteSettings } from '../contracts/site-settings';

const TEST_DOMAIN = 'wallet.test';

/**
 * Site settings for tests and for a remote running alone: every address on a
 * reserved test domain and named after its field, so a test can tell which
 * setting a link came from. The deployment's own are in site-settings.json.
 */
export function testSiteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  const on = (id: string) => `https://${id.toLowerCase()}.${TEST_DOMAIN}`;
  return {
    officialDomains: [TEST_DOMAIN],
    staticHost: on('static'),
    links: Object.fromEntries(SITE_LINK_IDS.map((id) => [id, on(id)])) as SiteSettings['links'],
    mail: Object.fromEntries(SITE_MAIL_IDS.map((id) => [id, `${id}@${TEST_DOMAIN}`])) as SiteSettings['mail'],
    social: {
      ...(Object.fromEntries(SOCIAL_IDS.map((id) => [id, on(id)])) as Record<(typeof SOCIAL_IDS)[number], string>),
      telegram: Object.fromEntries(TELEGRAM_GROUPS.map((group) => [group, on(`telegram-${group}`)])) as SiteSettings['social']['telegram'],
    },
    stores: Object.fromEntries(RELEASE_STORES.map((store) => [store, { id: `${store}-id`, url: on(store) }])) as SiteSettings['stores'],
    donation: {
      receivingAddress: '0x000000000000000000000000000000000000dEaD',
      tokenContract: '0x1111111111111111111111111111111111111111',
      tokenDecimals: 4,
      swapPage: on('swap-page'),
    },
    ...overrides,
  };
}
