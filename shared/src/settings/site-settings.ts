import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { RELEASE_STORES } from '../api/releases';
import { SITE_LINK_IDS, SITE_MAIL_IDS, SOCIAL_IDS, TELEGRAM_GROUPS, type SiteSettings } from '../contracts/site-settings';
import { isEvmAddress } from '../validation/evm';

/**
 * The site settings file (README "Site settings"): read and checked by the site
 * server at start, by the api, and by the build for the first screens. Node only.
 */
export const DEFAULT_SITE_SETTINGS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../site-settings.json');

/** Top-level domains that can never be anyone's (RFC 2606, RFC 6761): a domain under one is a placeholder whatever the file says. */
const RESERVED_TLDS = ['example', 'invalid', 'test', 'localhost'];

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' });
const evmAddress = z
  .string()
  .refine(isEvmAddress, { error: 'must be a BSC address: 0x and 40 hex digits, mixed case only as its EIP-55 checksum' })
  .transform((value) => value as `0x${string}`);

function keyed<K extends string, T extends z.ZodType>(keys: readonly K[], value: T) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, T>);
}

const settingsShape = z.strictObject({
  /** Dotted paths of the values that are not the deployment's own yet (a path covers everything under it). */
  placeholders: z.array(z.string()).default([]),
  officialDomains: z
    .array(z.string().regex(HOSTNAME, { error: 'must be a bare domain name in lower case, e.g. wallet.com' }))
    .min(1, { error: 'needs at least one domain' }),
  staticHost: httpsUrl.transform((value) => value.replace(/\/+$/, '')),
  links: keyed(SITE_LINK_IDS, httpsUrl),
  mail: keyed(SITE_MAIL_IDS, z.email({ error: 'must be an e-mail address' })),
  social: keyed(SOCIAL_IDS, httpsUrl).extend({ telegram: keyed(TELEGRAM_GROUPS, httpsUrl) }),
  stores: keyed(RELEASE_STORES, z.strictObject({ id: z.string().min(1, { error: 'must not be empty' }), url: httpsUrl })),
  donation: z.strictObject({
    receivingAddress: evmAddress,
    tokenContract: evmAddress,
    // Donation amounts carry four decimals (docs/product.md §9.4): a token with fewer could not be sent them.
    tokenDecimals: z.int().min(4, { error: 'must be at least 4: donation amounts have four decimals' }).max(36),
    swapPage: httpsUrl,
  }),
});

/** The settings and where they came from, with the values still marked as placeholders. */
export interface LoadedSiteSettings {
  readonly settings: SiteSettings;
  readonly file: string;
  /** The placeholders the file lists, as written. */
  readonly placeholders: readonly string[];
}

/** Settings a server cannot start with; the message lists every problem, each with its field. */
export class SiteSettingsError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`The site settings in ${file} cannot be used:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SiteSettingsError';
  }
}

function hasPath(value: unknown, dotted: string): boolean {
  let at = value;
  for (const part of dotted.split('.')) {
    if (!at || typeof at !== 'object' || !Object.hasOwn(at, part)) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return true;
}

/** Whether `field` is covered by a listed placeholder (the field itself or a path above it). */
function isListed(placeholders: readonly string[], field: string): boolean {
  return placeholders.some((listed) => field === listed || field.startsWith(`${listed}.`));
}

/**
 * The values a visitor must never be sent to while they are placeholders: the
 * donation's receiving address (TPT sent there would be lost) and every
 * official domain (the download page tells visitors these are the real ones).
 */
export function productionPlaceholders(settings: SiteSettings, placeholders: readonly string[]): string[] {
  const found: string[] = [];
  settings.officialDomains.forEach((domain, index) => {
    const field = `officialDomains.${index}`;
    if (isListed(placeholders, field) || RESERVED_TLDS.includes(domain.split('.').pop() ?? '')) found.push(`${field} (${domain})`);
  });
  if (isListed(placeholders, 'donation.receivingAddress')) found.push(`donation.receivingAddress (${settings.donation.receivingAddress})`);
  return found;
}

export interface ParseOptions {
  /** Where the value was read, for messages. */
  readonly file: string;
  /** Refuse placeholders for the donation address and the official domains (NODE_ENV=production). */
  readonly production: boolean;
}

/** Checks settings read from a file; throws SiteSettingsError naming every field that is wrong. */
export function parseSiteSettings(value: unknown, { file, production }: ParseOptions): LoadedSiteSettings {
  const parsed = settingsShape.safeParse(value);
  if (!parsed.success) {
    throw new SiteSettingsError(
      file,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(the file)'}: ${issue.message}`),
    );
  }
  const { placeholders, ...settings } = parsed.data;
  const unknownPaths = placeholders.filter((listed) => !hasPath(settings, listed));
  if (unknownPaths.length) throw new SiteSettingsError(file, unknownPaths.map((listed) => `placeholders: "${listed}" names no setting`));
  if (production) {
    const left = productionPlaceholders(settings, placeholders);
    if (left.length) {
      throw new SiteSettingsError(
        file,
        left.map((field) => `${field}: still a placeholder; fill in the deployment's own value and take it off "placeholders" (NODE_ENV=production)`),
      );
    }
  }
  return { settings, file, placeholders };
}

/**
 * Reads the settings file: `SITE_SETTINGS` if set, else `site-settings.json` at
 * the repository's root. With NODE_ENV=production a placeholder donation address
 * or official domain is refused; otherwise (development, tests) the placeholders
 * are the development values. The build passes `production: false`: first
 * screens reach no visitor but through a server, which checks for itself.
 */
export function loadSiteSettings(env: NodeJS.ProcessEnv = process.env, { production = env.NODE_ENV === 'production' } = {}): LoadedSiteSettings {
  const file = path.resolve(env.SITE_SETTINGS || DEFAULT_SITE_SETTINGS_FILE);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    // Not `instanceof Error`: Node's fs errors may come from another realm (vm contexts, test runners).
    const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
    throw new SiteSettingsError(file, [`(the file): ${message}`]);
  }
  return parseSiteSettings(value, { file, production });
}
