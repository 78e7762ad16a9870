import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable } from './database';

/**
 * Statements outside transactions are prepared once per connection (named by
 * their text), so the server plans each query shape once, not per request.
 * In a transaction only those asked to be (`prepare`): the search's, whose
 * texts no other query shares, so a plan made under the planner settings it
 * sets for its transaction serves only the search.
 */
const statementName = (sql: string) => `q${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;

// int8 (counts) comes back as text: queries cast counts to int, as they do for PGlite.
export async function openPostgres(connectionString: string): Promise<Database> {
  const size = Number(process.env.PG_POOL_SIZE ?? 10);
  // A connection once opened is kept (`min`): a new one costs a server process and the planning of every
  // prepared statement again (its first search took 13-60 ms more on a million DApps), and at a steady rate the pool closed
  // connections idle for 10 s, to open them again in the next burst of requests.
  const pool = new pg.Pool({ connectionString, max: size, min: size });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const run: Queryable['query'] = async (sql, params = []) =>
    (await pool.query({ name: statementName(sql), text: sql, values: params as unknown[] })).rows;
  try {
    await run('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    query: run,
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(work, options) {
      const client = await pool.connect();
      let released = false;
      try {
        await client.query(options?.readOnly ? 'begin read only' : 'begin');
        const result = await work({
          query: async (sql, params = [], queryOptions) =>
            (await client.query(queryOptions?.prepare ? { name: statementName(sql), text: sql, values: params as unknown[] } : { text: sql, values: params as unknown[] })).rows,
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        if (options?.readOnly) {
          // The connection goes back to the pool once its commit is through; a failed one takes it out.
          released = true;
          client.query('commit').then(
            () => client.release(),
            (error: Error) => client.release(error),
          );
          return result;
        }
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        if (!released) client.release();
      }
    },
    close: () => pool.end(),
  };
}
