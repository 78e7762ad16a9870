/** ISO 8601 UTC without milliseconds, the api's one time format (e.g. 2024-05-01T09:30:00Z). */
export const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Escapes LIKE wildcards so a search key matches literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** JSON the database wrote, passed on as text; `T` is the shape it holds. */
export type JsonText<T> = string & { readonly jsonOf?: T };

/**
 * The texts that begin with `prefix`, as bounds for `~>=~` and `~<~`
 * (text_pattern_ops: byte order, which in UTF-8 is code point order):
 * `prefix` itself, and `prefix` with its last character raised by one. Bounds
 * rather than LIKE let a lookup take its prefix from a row (a lateral join),
 * and one plan serve any number of prefixes. Null when no text is past them
 * (a prefix of only U+10FFFF).
 */
export function prefixBounds(prefix: string): readonly [string, string] | null {
  const chars = [...prefix];
  while (chars.length > 0) {
    const next = chars.pop()!.codePointAt(0)! + 1;
    if (next <= 0x10ffff) return [prefix, chars.join('') + String.fromCodePoint(next === 0xd800 ? 0xe000 : next)];
  }
  return null;
}
