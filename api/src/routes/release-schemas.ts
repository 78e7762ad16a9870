import { z } from 'zod';
import {
  RELEASE_ARCHES,
  RELEASE_CHANNELS,
  RELEASE_PLATFORMS,
  RELEASE_SOURCES,
  RELEASE_STORES,
  SHA256_PATTERN,
} from '@tp/shared/api/releases';
import { RELEASE_VERSION_PATTERN } from '@tp/shared/api/release-version';
import { link, text } from '../http/fields';

const platform = z.enum(RELEASE_PLATFORMS, 'invalidOption');
const channel = z.enum(RELEASE_CHANNELS, 'invalidOption');

/** Filters of GET /api/releases. */
export const releaseQuery = z.object({
  platform: platform.optional().describe(`Only this platform: ${RELEASE_PLATFORMS.join(', ')}`),
  channel: channel.optional().describe(`Only this channel: ${RELEASE_CHANNELS.join(', ')}`),
  latest: z
    .enum(['true', 'false'], 'invalidOption')
    .transform((value) => value === 'true')
    .optional()
    .describe('true: only the newest release of each package (platform, store and architecture), after the other filters; latest=true&channel=stable is what to offer for download'),
});

const version = z.string('invalidVersion').trim().regex(RELEASE_VERSION_PATTERN, 'invalidVersion');
/** Accepts a digest as tools print it (upper case, bytes joined by colons) and keeps it as lowercase hex. */
const sha256 = z
  .string('invalidSha256')
  .transform((value) => value.replace(/[\s:]/g, '').toLowerCase())
  .pipe(z.string().regex(SHA256_PATTERN, 'invalidSha256'));

const PACKAGE_FIELDS = ['size', 'sha256', 'signing_cert_sha256'] as const;

/**
 * A release an operator publishes. A package downloaded from the site carries
 * its size and SHA-256, so visitors can check their file; a store listing
 * carries its listing id and nothing of the package, which the store builds and signs.
 */
export const releaseInput = z
  .object({
    platform,
    version,
    channel: channel.default('stable'),
    released_at: z.iso.datetime({ offset: true }).optional(),
    url: link,
    store: z.enum(RELEASE_STORES, 'invalidOption').nullable().default(null),
    store_id: text(200).nullable().default(null),
    size: z.int('integerRequired').min(1, 'tooSmall').max(2_147_483_647, 'tooLarge').nullable().default(null),
    sha256: sha256.nullable().default(null),
    signing_cert_sha256: sha256.nullable().default(null),
    arch: z.enum(RELEASE_ARCHES, 'invalidOption').default('universal'),
    min_os: text(60).nullable().default(null),
    notes: z.string('invalidValue').trim().max(5000, 'tooLong').default(''),
  })
  .superRefine((release, context) => {
    const problem = (field: string, message: string) => context.addIssue({ code: 'custom', path: [field], message });
    if (!RELEASE_SOURCES[release.platform].includes(release.store)) problem('store', release.store === null ? 'requiredItem' : 'storeNotOffered');
    if (release.store !== null) {
      if (release.store_id === null) problem('store_id', 'requiredItem');
      for (const field of PACKAGE_FIELDS) if (release[field] !== null) problem(field, 'storeListingWithPackage');
    } else {
      if (release.store_id !== null) problem('store_id', 'invalidValue');
      if (release.size === null) problem('size', 'requiredItem');
      if (release.sha256 === null) problem('sha256', 'requiredItem');
    }
  });

/** A version number reported as passed off for a platform, or for any (platform null). */
export const fakeVersionInput = z.object({
  version,
  platform: platform.nullable().default(null),
  reported_at: z.iso.datetime({ offset: true }).optional(),
});
