/**
 * The text a DApp is found by: its names, descriptions and keywords in every
 * language, lower-cased here in JavaScript, which folds every script the same
 * way whatever the database's collation (a C-locale lower() leaves Cyrillic as is).
 */
export function searchTextOf(texts: readonly { title: string; description: string }[], keywords: string): string {
  return [...texts.flatMap((t) => [t.title, t.description]), keywords].join(' \u0001 ').toLowerCase();
}

/** The search key, folded the same way as searchTextOf. */
export const foldSearchKey = (key: string) => key.trim().toLowerCase();
