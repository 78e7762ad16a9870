import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';

/** Megabytes kept by default: a few thousand pages of DApps. */
export const DEFAULT_CATALOGUE_CACHE_MB = 32;

/** The cache's size: the host's option, else CATALOGUE_CACHE_MB, else the default; a malformed variable stops the start. */
export function resolveCatalogueCacheMb(given?: number, env: NodeJS.ProcessEnv = process.env): number {
  if (given !== undefined) return given;
  const text = env.CATALOGUE_CACHE_MB;
  if (!text) return DEFAULT_CATALOGUE_CACHE_MB;
  if (!/^\s*\d{1,6}\s*$/.test(text)) throw new Error(`CATALOGUE_CACHE_MB must be a whole number of megabytes (0 turns the cache off); got "${text}"`);
  return Number(text);
}

interface Entry {
  readonly value: unknown;
}

/**
 * Answers computed from the DApp catalogue and the published content, kept
 * in memory while they are unchanged. Any change to the DApps, their texts,
 * their categories, the news, banners, activities or ads bumps
 * `catalogue_version` in the same transaction (triggers of migrations 4, 14
 * and 17), whoever makes it: an approval, a rejection, the seed, another
 * process on the same database. Each lookup reads the version first, and
 * answers kept at an older version are dropped, so a committed change is
 * never answered stale; a hit costs that one small query.
 */
export class CatalogueCache {
  private readonly entries: LRUCache<string, Entry> | null;
  /** The newest version read; every kept entry was computed at it. */
  private version = -1n;
  /**
   * Answers being computed, by version and key: lookups of the same answer
   * while it is computed wait for it rather than compute it again (a popular
   * key asked by many visitors at once after a change, or at a cold start).
   */
  private readonly computing = new Map<string, Promise<unknown>>();
  /** The version read that lookups asking now will share (versionNow). */
  private versionRead: Promise<bigint> | null = null;
  /** Lookups answered from memory, and lookups computed, since the start (for /metrics). */
  readonly counts = { hits: 0, misses: 0 };

  constructor(
    private readonly db: Database,
    /** Characters of answers to keep; 0 keeps none. */
    maxChars: number,
    /** A read replica (DATABASE_READ_URL) that computes answers once it has caught up with the primary's version. */
    private readonly replica?: Database,
  ) {
    this.entries = maxChars > 0 ? new LRUCache<string, Entry>({ maxSize: maxChars }) : null;
  }

  /**
   * The answer for `key`: kept, or computed and kept at the current version.
   * `size` tells how many characters it holds (its JSON, mostly). `compute`
   * reads from the database it is given: the replica when there is one and it
   * has caught up with the version the primary reports, the primary otherwise,
   * so a lagging replica never leaves an old answer kept at a new version.
   * `until` tells when an answer changes with time alone (milliseconds since
   * the epoch; null: never), such as a list that a scheduled article joins:
   * it is not kept past that time.
   */
  async get<T>(key: string, compute: (source: Database) => Promise<T>, size: (value: T) => number, until?: (value: T) => number | null): Promise<T> {
    if (!this.entries) {
      this.counts.misses += 1;
      return compute(this.replica ?? this.db);
    }
    const version = await this.versionNow();
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    // A read overtaken by a newer one (version < this.version) neither reads nor keeps: its answer is of an older catalogue.
    const kept = version === this.version ? this.entries.get(key) : undefined;
    if (kept) {
      this.counts.hits += 1;
      return kept.value as T;
    }
    const computingKey = `${version}:${key}`;
    const shared = this.computing.get(computingKey);
    if (shared) {
      this.counts.hits += 1;
      return shared as Promise<T>;
    }
    this.counts.misses += 1;
    const computed = this.computeAndKeep(key, version, compute, size, until).finally(() => this.computing.delete(computingKey));
    this.computing.set(computingKey, computed);
    return computed;
  }

  /**
   * The catalogue's version, read once for all the lookups that ask for it
   * before the read starts (a page's lists, visitors at the same moment):
   * each read starts after every lookup it answers, so none misses a change
   * committed before it asked. The site server keys its kept pages on it too.
   */
  versionNow(): Promise<bigint> {
    this.versionRead ??= new Promise((resolve) => setImmediate(resolve)).then(async () => {
      this.versionRead = null;
      const [row] = await this.db.query<{ version: string }>('select version::text as version from catalogue_version');
      return BigInt(row.version);
    });
    return this.versionRead;
  }

  private async computeAndKeep<T>(
    key: string,
    version: bigint,
    compute: (source: Database) => Promise<T>,
    size: (value: T) => number,
    until: ((value: T) => number | null) | undefined,
  ): Promise<T> {
    const value = await compute(await this.sourceAt(version));
    const expires = until?.(value) ?? null;
    const ttl = expires === null ? undefined : expires - Date.now();
    // Kept only if no change was seen while computing, so it is at least as new as the version, and not past its time.
    if (version === this.version && (ttl === undefined || ttl > 0)) {
      this.entries!.set(key, { value }, { size: key.length + Math.max(1, size(value)), ...(ttl === undefined ? {} : { ttl }) });
    }
    return value;
  }

  /** The replica if it holds at least `version` of the catalogue (a replica only moves forward), else the primary. */
  private async sourceAt(version: bigint): Promise<Database> {
    if (!this.replica) return this.db;
    try {
      const [row] = await this.replica.query<{ version: string }>('select version::text as version from catalogue_version');
      return BigInt(row.version) >= version ? this.replica : this.db;
    } catch {
      // A replica that cannot answer must not fail the read: the primary answers it.
      return this.db;
    }
  }
}
