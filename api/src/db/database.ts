export interface QueryOptions {
  /**
   * Parse and plan the statement once per connection, keep it (named by its
   * text) and only execute it afterwards, in a transaction too. For statements
   * of a few shapes asked very often, such as the search's: with
   * plan_cache_mode `force_generic_plan` their plan is made once, without the
   * values, so every condition must be one an index can narrow whatever they are.
   */
  readonly prepare?: boolean;
}

/** What a query needs: run SQL with `$1`-style parameters and get rows back. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * The work only reads (writes fail): its answer is returned as soon as the
   * work resolves, and the commit, which can then change nothing, ends the
   * transaction after it (a round trip less to wait for, on a server).
   */
  readonly readOnly?: boolean;
}

/**
 * The api's storage: embedded PGlite or a PostgreSQL server, behind the same
 * interface, so every query and migration runs unchanged on both.
 */
export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent, PGlite is used. */
  readonly databaseUrl?: string;
  /** PGlite's data folder, or `memory://` for a throwaway in-memory database. */
  readonly dataDir?: string;
  /**
   * A PGlite cluster dumped with `dumpDataDir`, for a new, empty data folder to
   * start from instead of creating its cluster (initdb takes seconds; loading
   * a dump a fraction of that).
   */
  readonly clusterDump?: string;
}

/** SQLSTATE of a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';
/** PostgreSQL's code for a statement cancelled by its statement_timeout. */
export const QUERY_CANCELED = '57014';

export function isQueryCanceled(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === QUERY_CANCELED;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== UNIQUE_VIOLATION) return false;
  // PGlite does not always fill `constraint`; the message names it.
  return constraint === undefined || e.constraint === constraint || (e.message ?? '').includes(constraint);
}

