import type { Database } from './database';

/** The database could not be opened (or migrated, or seeded); requests answer 503. */
export class DatabaseUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super('The database is not available');
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * A database that is still opening: every call waits for it. The api's routes
 * exist at once, so mounting it never holds up the host's start (PGlite boots,
 * migrations run and the seed is written in the background).
 */
export function deferredDatabase(opening: Promise<Database>): Database {
  const ready = () =>
    opening.catch((error: unknown) => {
      throw new DatabaseUnavailableError(error);
    });
  return {
    query: async (sql, params, options) => (await ready()).query(sql, params, options),
    exec: async (sql) => (await ready()).exec(sql),
    transaction: async (work, options) => (await ready()).transaction(work, options),
    close: async () => (await ready()).close(),
  };
}
