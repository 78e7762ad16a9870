import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parse, PGlite, protocol, type PGliteOptions } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database, Queryable, QueryOptions } from './database';

/** Prepared statements kept per database; the one used least recently is closed past this. */
const KEPT_STATEMENTS = 256;

interface Statement {
  readonly name: string;
  /** The types PostgreSQL gave the parameters, for PGlite's serializers. */
  readonly paramTypes: readonly number[];
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/**
 * Named statements on PGlite's wire protocol (`prepare`), which its `query`
 * does not offer: each is parsed and described once, then executed with one
 * message (bind, describe, execute, sync). Values are serialized and rows
 * parsed by PGlite's own type handlers, as its `query` does. The caller holds
 * PGlite's query lock.
 */
class PreparedStatements {
  /** By text, the least recently used first. */
  private readonly kept = new Map<string, Statement>();
  /** Statements to close with the next message: evicted, or failed (a change of the schema may leave one unusable). */
  private closing: string[] = [];
  private named = 0;

  constructor(private readonly pglite: PGlite) {}

  async query<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    try {
      const statement = this.kept.get(sql) ?? (await this.prepare(sql));
      this.kept.delete(sql);
      this.kept.set(sql, statement);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = this.pglite.serializers[statement.paramTypes[i]];
        return serialize ? serialize(value) : String(value);
      });
      const s = protocol.serialize;
      const messages = await this.pglite.execProtocolStream(
        concat([s.bind({ statement: statement.name, values }), s.describe({ type: 'P' }), s.execute({}), s.sync()]),
        { syncToFs: false },
      );
      return parse.parseResults(messages, this.pglite.parsers)[0].rows as T[];
    } catch (error) {
      const failed = this.kept.get(sql);
      if (failed) {
        this.kept.delete(sql);
        this.closing.push(failed.name);
      }
      // As PGlite's `query` reports a statement's error.
      if (error instanceof Error) Object.assign(error, { query: sql, params });
      throw error;
    }
  }

  private async prepare(sql: string): Promise<Statement> {
    const s = protocol.serialize;
    if (this.kept.size >= KEPT_STATEMENTS) {
      const [oldest, { name }] = this.kept.entries().next().value!;
      this.kept.delete(oldest);
      this.closing.push(name);
    }
    const parts = this.closing.map((name) => s.close({ type: 'S', name }));
    this.closing = [];
    const name = `tp_${++this.named}`;
    parts.push(s.parse({ name, text: sql }), s.describe({ type: 'S', name }), s.sync());
    const messages = await this.pglite.execProtocolStream(concat(parts), { syncToFs: false });
    return { name, paramTypes: parse.parseDescribeStatementResults(messages) };
  }
}

function queryable(db: Pick<PGlite, 'query' | 'exec'>, prepared: (sql: string, params: readonly unknown[]) => Promise<unknown[]>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
      if (options?.prepare) return (await prepared(sql, params)) as T[];
      const result = await db.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
  };
}

function databaseOf(db: PGlite): Database {
  const statements = new PreparedStatements(db);
  // PGlite's locks, as its own `query` takes them: outside a transaction, the transaction's too, and the files synced after.
  const inTransaction = (sql: string, params: readonly unknown[]) => db._runExclusiveQuery(() => statements.query(sql, params));
  const alone = async (sql: string, params: readonly unknown[]) => {
    const rows = await db._runExclusiveTransaction(() => inTransaction(sql, params));
    await db.syncToFs();
    return rows;
  };
  return {
    ...queryable(db, alone),
    // PGlite runs one statement at a time; its transaction holds the connection until the work settles.
    transaction: (work, options) =>
      db.transaction(async (tx) => {
        if (options?.readOnly) await tx.exec('set transaction read only');
        return work(queryable(tx, inTransaction));
      }),
    close: () => db.close(),
  };
}

/** A PGlite with the api's extensions, as every data folder is opened. */
function createPglite(options: PGliteOptions): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm, unaccent, fuzzystrmatch } });
}

/** Writes a new cluster to `file` (tar), for `openPglite` to start from. */
export async function dumpCluster(file: string): Promise<void> {
  const pglite = await createPglite({ dataDir: 'memory://' });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/**
 * Embedded PostgreSQL in a data folder. Each commit is written to the folder's
 * files before it is acknowledged, so it survives the process being killed
 * (PGlite does not fsync: a power cut is the operating system's to survive).
 * PGLITE_SHARED_BUFFERS (default 128MB) sizes its page cache: raise it for
 * a catalogue of tens of thousands of DApps.
 */
export async function openPglite(dataDir: string, clusterDump?: string): Promise<Database> {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS;
  const db = await createPglite({
    dataDir,
    ...(clusterDump ? { loadDataDir: new Blob([readFileSync(clusterDump)]) } : {}),
    relaxedDurability: false,
    ...(sharedBuffers && /^\d+(kB|MB|GB)$/.test(sharedBuffers) ? { postgresqlconf: [`shared_buffers = ${sharedBuffers}`] } : {}),
  });
  return databaseOf(db);
}
