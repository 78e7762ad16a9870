import { compareVersions } from '@tp/shared/api/release-version';
import type { FakeVersion, Release, ReleaseQuery } from '@tp/shared/api/types';
import type { Database, Queryable } from '../db/database';
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
    const released = await tx.query<{ version: string }>('select distinct version from releases where $1::text is null or platform = $1', [fake.platform]);
    if (released.some(({ version }) => compareVersions(version, fake.version) === 0)) {
      throw new ApiError(409, fieldError('version', 'versionIsOfficial'));
    }
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
