import type { Queryable } from './database';

/** Inserts rows in multi-row statements, staying well under PostgreSQL's 65 535 parameters per statement. */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  returning?: string,
): Promise<Record<string, unknown>[]> {
  const perStatement = Math.max(1, Math.floor(30_000 / columns.length));
  const out: Record<string, unknown>[] = [];
  for (let offset = 0; offset < rows.length; offset += perStatement) {
    const chunk = rows.slice(offset, offset + perStatement);
    const values: unknown[] = [];
    const tuples = chunk.map((row) => `(${row.map((value) => `$${values.push(value)}`).join(', ')})`);
    const sql = `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}${returning ? ` returning ${returning}` : ''}`;
    out.push(...(await db.query(sql, values)));
  }
  return out;
}
