/** ISO 8601 UTC without milliseconds, the api's one time format (e.g. 2024-05-01T09:30:00Z). */
export const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Escapes LIKE wildcards so a search key matches literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** JSON the database wrote, passed on as text; `T` is the shape it holds. */
export type JsonText<T> = string & { readonly jsonOf?: T };
