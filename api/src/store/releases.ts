import { compareVersions } from '@tp/shared/api/release-version';
import type { ReleasePlatform } from '@tp/shared/api/releases';
import type { FakeVersion, Release, ReleaseQuery } from '@tp/shared/api/types';
import type { AdminFakeVersion, AdminRelease } from '@tp/shared/contracts/console';
import { isUniqueViolation, type Database, type Queryable } from '../db/database';
import { isoTime } from '../db/sql';
import { ApiError, fieldError } from '../http/envelope';

const RELEASE_COLUMNS = `platform, version, channel, ${isoTime('released_at')} as released_at, url, store, store_id,
  size::int as size, sha256, signing_cert_sha256, arch, min_os, notes`;

/** Releases newest first: every one, or only the newest of each package (platform, store, architecture). */
export function listReleases(db: Queryable, query: ReleaseQuery): Promise<Release[]> {
  const filtered = 'select * from releases where ($1::text is null or platform = $1) and ($2::text is null or channel = $2)';
  const newestOfEachPackage = `select distinct on (platform, coalesce(store, ''), arch) * from (${filtered}) f
    order by platform, coalesce(store, ''), arch, released_at desc, id desc`;
  return db.query<Release>(
    `select ${RELEASE_COLUMNS} from (${query.latest ? newestOfEachPackage : filtered}) r order by released_at desc, id desc`,
    [query.platform ?? null, query.channel ?? null],
  );
}

/** A release as an operator publishes it; `released_at` defaults to now. */
export type ReleaseInput = Omit<Release, 'released_at'> & { readonly released_at?: string };

/**
 * Publishes a release. Publishing the same package again with the same details
 * answers the stored one, so a release script can be re-run; a package, once
 * published, never changes, so other details are refused (409).
 */
export async function publishRelease(db: Queryable, release: ReleaseInput): Promise<Release> {
  const values = [
    release.platform, release.version, release.channel, release.released_at ?? null, release.url, release.store, release.store_id,
    release.size, release.sha256, release.signing_cert_sha256, release.arch, release.min_os, release.notes,
  ];
  const [inserted] = await db.query<Release>(
    `insert into releases (platform, version, channel, released_at, url, store, store_id, size, sha256, signing_cert_sha256, arch, min_os, notes)
     values ($1, $2, $3, coalesce($4::timestamptz, now()), $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict (platform, (coalesce(store, '')), arch, version) do nothing
     returning ${RELEASE_COLUMNS}`,
    values,
  );
  if (inserted) return inserted;
  const [same] = await db.query<Release>(
    `select ${RELEASE_COLUMNS} from releases
     where platform = $1 and version = $2 and channel = $3 and ($4::timestamptz is null or released_at = $4) and url = $5
       and store is not distinct from $6 and store_id is not distinct from $7 and size is not distinct from $8
       and sha256 is not distinct from $9 and signing_cert_sha256 is not distinct from $10 and arch = $11
       and min_os is not distinct from $12 and notes = $13`,
    values,
  );
  if (same) return same;
  throw new ApiError(409, fieldError('version', 'releaseConflict'));
}

/** Every release of a platform (of all, without one) with its id, newest first: what editors change and remove. */
export function listAdminReleases(db: Queryable, platform: ReleasePlatform | null): Promise<AdminRelease[]> {
  return db.query<AdminRelease>(
    `select id, ${RELEASE_COLUMNS} from releases where $1::text is null or platform = $1 order by released_at desc, id desc`,
    [platform],
  );
}

/**
 * Rewrites a release an editor corrects (a wrong link, checksum or note); `released_at` is kept
 * unless given. Another release already holding its package and version is refused (409, version).
 */
export async function updateRelease(db: Queryable, id: number, release: ReleaseInput): Promise<AdminRelease> {
  try {
    const [row] = await db.query<AdminRelease>(
      `update releases set platform = $2, version = $3, channel = $4, released_at = coalesce($5::timestamptz, released_at), url = $6, store = $7,
         store_id = $8, size = $9, sha256 = $10, signing_cert_sha256 = $11, arch = $12, min_os = $13, notes = $14
       where id = $1 returning id, ${RELEASE_COLUMNS}`,
      [
        id, release.platform, release.version, release.channel, release.released_at ?? null, release.url, release.store, release.store_id,
        release.size, release.sha256, release.signing_cert_sha256, release.arch, release.min_os, release.notes,
      ],
    );
    if (!row) throw ApiError.notFound('id');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'releases_package')) throw new ApiError(409, fieldError('version', 'releaseConflict'));
    throw error;
  }
}

/** Takes a release off the download pages and their history. */
export async function removeRelease(db: Queryable, id: number): Promise<void> {
  const removed = await db.query('delete from releases where id = $1 returning id', [id]);
  if (removed.length === 0) throw ApiError.notFound('id');
}

const FAKE_COLUMNS = `version, platform, ${isoTime('reported_at')} as reported_at`;

/** Known fake version numbers, latest report first. */
export function listFakeVersions(db: Queryable): Promise<FakeVersion[]> {
  return db.query<FakeVersion>(`select ${FAKE_COLUMNS} from fake_versions order by reported_at desc, id desc`);
}

export type FakeVersionInput = Omit<FakeVersion, 'reported_at'> & { readonly reported_at?: string };

/**
 * Adds a version number to the fake list; reporting it again answers the stored
 * report. A number that is an official release of that platform (of any, for a
 * claim on every platform) is refused: the page would call a real release fake.
 */
export async function reportFakeVersion(db: Database, fake: FakeVersionInput): Promise<FakeVersion> {
  return db.transaction(async (tx) => {
    await refuseOfficial(tx, fake);
    await tx.query(
      `insert into fake_versions (version, platform, reported_at) values ($1, $2, coalesce($3::timestamptz, now()))
       on conflict (version, (coalesce(platform, ''))) do nothing`,
      [fake.version, fake.platform, fake.reported_at ?? null],
    );
    const [stored] = await tx.query<FakeVersion>(
      `select ${FAKE_COLUMNS} from fake_versions where version = $1 and platform is not distinct from $2`,
      [fake.version, fake.platform],
    );
    return stored;
  });
}

/** Every known fake version with its id, latest report first. */
export function listAdminFakeVersions(db: Queryable): Promise<AdminFakeVersion[]> {
  return db.query<AdminFakeVersion>(`select id, ${FAKE_COLUMNS} from fake_versions order by reported_at desc, id desc`);
}

async function refuseOfficial(db: Queryable, fake: FakeVersionInput): Promise<void> {
  const released = await db.query<{ version: string }>('select distinct version from releases where $1::text is null or platform = $1', [fake.platform]);
  if (released.some(({ version }) => compareVersions(version, fake.version) === 0)) throw new ApiError(409, fieldError('version', 'versionIsOfficial'));
}

/**
 * Corrects a fake version's number or platform (an official release's number is refused, 409).
 * Made the same as another report, it is merged into that one, as reporting it again would be.
 */
export async function updateFakeVersion(db: Database, id: number, fake: FakeVersionInput): Promise<AdminFakeVersion> {
  return db.transaction(async (tx) => {
    await refuseOfficial(tx, fake);
    const [other] = await tx.query<{ id: number }>('select id from fake_versions where version = $1 and platform is not distinct from $2 and id <> $3', [fake.version, fake.platform, id]);
    if (other) {
      const removed = await tx.query('delete from fake_versions where id = $1 returning id', [id]);
      if (removed.length === 0) throw ApiError.notFound('id');
    }
    const [row] = await tx.query<AdminFakeVersion>(
      `update fake_versions set version = $2, platform = $3, reported_at = coalesce($4::timestamptz, reported_at) where id = $1 returning id, ${FAKE_COLUMNS}`,
      [other?.id ?? id, fake.version, fake.platform, fake.reported_at ?? null],
    );
    if (!row) throw ApiError.notFound('id');
    return row;
  });
}

/** Takes a number off the fake list: the version lookup no longer calls it a known fake. */
export async function removeFakeVersion(db: Queryable, id: number): Promise<void> {
  const removed = await db.query('delete from fake_versions where id = $1 returning id', [id]);
  if (removed.length === 0) throw ApiError.notFound('id');
}
