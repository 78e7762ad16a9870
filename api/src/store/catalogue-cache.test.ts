import type { Database } from '../db/database';
import { CatalogueCache, DEFAULT_CATALOGUE_CACHE_MB, resolveCatalogueCacheMb } from './catalogue-cache';
import { seededDatabaseOfFile } from '../testing/seeded-database';

const test = seededDatabaseOfFile();

/** A computation that counts its runs and answers which run it was. */
function counted(work: () => Promise<unknown> = async () => {}) {
  const compute = async () => {
    compute.runs += 1;
    const run = compute.runs;
    await work();
    return `run ${run}`;
  };
  compute.runs = 0;
  return compute;
}

const size = (value: string) => value.length;

describe('catalogue cache', () => {
  it('keeps an answer while the catalogue is unchanged', async () => {
    const cache = new CatalogueCache(test.db, 1_000_000);
    const compute = counted();
    expect(await cache.get('a', compute, size)).toBe('run 1');
    expect(await cache.get('a', compute, size)).toBe('run 1');
    expect(await cache.get('b', compute, size)).toBe('run 2');
    expect(compute.runs).toBe(2);
  });

  it('keeps an answer that changes with time no longer than its time', async () => {
    const cache = new CatalogueCache(test.db, 1_000_000);
    const compute = counted();
    const past = () => Date.now() - 1;
    expect(await cache.get('past', compute, size, past)).toBe('run 1');
    expect(await cache.get('past', compute, size, past)).toBe('run 2');
    const later = () => Date.now() + 60_000;
    expect(await cache.get('later', compute, size, later)).toBe('run 3');
    expect(await cache.get('later', compute, size, later)).toBe('run 3');
    expect(await cache.get('never', compute, size, () => null)).toBe('run 4');
    expect(await cache.get('never', compute, size, () => null)).toBe('run 4');
  });

  it('computes an answer once for lookups that ask for it while it is computed, and not again once it failed', async () => {
    const cache = new CatalogueCache(test.db, 1_000_000);
    let started = () => {};
    const computeStarted = new Promise<void>((resolve) => (started = resolve));
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const compute = counted(() => {
      started();
      return finished;
    });
    const asked = [cache.get('a', compute, size), cache.get('a', compute, size), cache.get('a', compute, size)];
    await computeStarted;
    finish();
    expect(await Promise.all(asked)).toEqual(['run 1', 'run 1', 'run 1']);
    expect(compute.runs).toBe(1);

    const failing = async () => {
      throw new Error('database busy');
    };
    await expect(Promise.all([cache.get('b', failing, size), cache.get('b', failing, size)])).rejects.toThrow('database busy');
    expect(await cache.get('b', compute, size)).toBe('run 2');
  });

  it.each([
    ['a DApp changed', `update dapps set hot = hot + 1 where id = 1`],
    ['a text changed', `update dapp_texts set title = title || ' ' where dapp_id = 1 and lang = 'en'`],
    ['a category ranking changed', `update dapp_categories set hot = hot + 1 where dapp_id = 1`],
    ['a text removed', `delete from dapp_texts where dapp_id = 2 and lang = 'fil'`],
  ])('drops its answers once %s is committed, by any connection', async (_what, change) => {
    const cache = new CatalogueCache(test.db, 1_000_000);
    const compute = counted();
    await cache.get('a', compute, size);
    await test.db.query(change);
    expect(await cache.get('a', compute, size)).toBe('run 2');
  });

  it('reads the version once for lookups asked together, and again for a lookup after a change', async () => {
    const versionReads: string[] = [];
    const watched: Database = {
      ...test.db,
      query: (sql, values) => {
        if (sql.includes('catalogue_version')) versionReads.push(sql);
        return test.db.query(sql, values);
      },
    };
    const cache = new CatalogueCache(watched, 1_000_000);
    const compute = counted();
    expect(await Promise.all(['a', 'b', 'c', 'a'].map((key) => cache.get(key, compute, size)))).toEqual(['run 1', 'run 2', 'run 3', 'run 1']);
    expect(versionReads).toHaveLength(1);
    await test.db.query('update dapps set trending = trending + 1 where id = 3');
    expect(await cache.get('a', compute, size)).toBe('run 4');
    expect(versionReads).toHaveLength(2);
  });

  it('does not keep an answer computed while a change was seen', async () => {
    const cache = new CatalogueCache(test.db, 1_000_000);
    const compute = counted(async () => {
      if (compute.runs > 1) return;
      await test.db.query('update dapps set trending = trending + 1 where id = 3');
      // Another request reads the new version before this one is done.
      await cache.get('other', counted(), size);
    });
    expect(await cache.get('a', compute, size)).toBe('run 1');
    expect(await cache.get('a', compute, size)).toBe('run 2');
    expect(await cache.get('a', compute, size)).toBe('run 2');
  });

  it('ignores a change rolled back', async () => {
    const cache = new CatalogueCache(test.db, 1_000_000);
    const compute = counted();
    await cache.get('a', compute, size);
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query('update dapps set hot = 0');
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await cache.get('a', compute, size)).toBe('run 1');
  });

  it('keeps nothing when given no room, and drops the least recently used past its size', async () => {
    const none = new CatalogueCache(test.db, 0);
    const uncached = counted();
    await none.get('a', uncached, size);
    await none.get('a', uncached, size);
    expect(uncached.runs).toBe(2);

    const small = new CatalogueCache(test.db, 20);
    const compute = counted();
    await small.get('a', compute, size); // 1 + 5 characters
    await small.get('b', compute, size);
    await small.get('c', compute, size);
    await small.get('d', compute, size); // a, the oldest, goes
    expect(await small.get('d', compute, size)).toBe('run 4');
    expect(await small.get('a', compute, size)).toBe('run 5');
  });

  it('is sized by CATALOGUE_CACHE_MB unless the host gives a size, and refuses a malformed one by name', () => {
    expect(resolveCatalogueCacheMb(undefined, {})).toBe(DEFAULT_CATALOGUE_CACHE_MB);
    expect(resolveCatalogueCacheMb(undefined, { CATALOGUE_CACHE_MB: '0' })).toBe(0);
    expect(resolveCatalogueCacheMb(8, { CATALOGUE_CACHE_MB: '0' })).toBe(8);
    expect(() => resolveCatalogueCacheMb(undefined, { CATALOGUE_CACHE_MB: '12MB' })).toThrow(/CATALOGUE_CACHE_MB/);
  });
});

describe('catalogue cache with a read replica', () => {
  /** A replica that reports `version.at` as its catalogue version (or fails when null). */
  function fakeReplica(version: { at: bigint | null }): Database {
    const query = async <T>() => {
      if (version.at === null) throw new Error('replica down');
      return [{ version: String(version.at) }] as T[];
    };
    return { query, exec: async () => {}, transaction: async (work) => work({ query, exec: async () => {} }), close: async () => {} };
  }

  it('reads from the replica once it has caught up with the primary, from the primary while it lags or fails', async () => {
    const [{ version }] = await test.db.query<{ version: string }>('select version::text as version from catalogue_version');
    const replicaVersion = { at: BigInt(version) - 1n as bigint | null };
    const replica = fakeReplica(replicaVersion);
    const cache = new CatalogueCache(test.db, 1_000_000, replica);
    const sourceOf = (source: Database) => Promise.resolve(source === replica ? 'replica' : 'primary');
    expect(await cache.get('lagging', sourceOf, size)).toBe('primary');
    replicaVersion.at = BigInt(version);
    expect(await cache.get('caught up', sourceOf, size)).toBe('replica');
    replicaVersion.at = null;
    expect(await cache.get('failing', sourceOf, size)).toBe('primary');
  });
});
