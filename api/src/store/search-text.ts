/**
 * The text a DApp is found by: its names, descriptions and keywords in every
 * language, lower-cased here in JavaScript, which folds every script the same
 * way whatever the database's collation (a C-locale lower() leaves Cyrillic as is).
 * The database folds it further into `search_words` (migration 8).
 */
export function searchTextOf(texts: readonly { title: string; description: string }[], keywords: string): string {
  return [...texts.flatMap((t) => [t.title, t.description]), keywords].join(' \u0001 ').toLowerCase();
}

/** Longest key searched, as the route accepts it. */
export const MAX_SEARCH_KEY = 100;

/**
 * The search key as the database may read it: no lone surrogate (the driver
 * could not encode it), no control characters (NUL is refused by PostgreSQL),
 * trimmed and lower-cased, so that keys which fold alike share one cached answer.
 */
export function foldSearchKey(key: string): string {
  return key
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .trim()
    .toLowerCase()
    .slice(0, MAX_SEARCH_KEY);
}

/** Han, kana and Hangul: one character is a word. */
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
/** The scripts `search_grams` of migration 8 indexes by character and pair: CJK, Devanagari and Thai. */
const GRAM_SCRIPTS = /[\u0900-\u097f\u0e00-\u0e7f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
/** pg_trgm takes trigrams only from runs of three or more letters or digits. */
const hasTrigrams = (word: string) => /[\p{L}\p{N}]{3}/u.test(word);

/** How one word of a key is found in the DApps' names and category names without reading them all. */
export type WordIndex = 'trigrams' | 'grams' | null;

export function wordIndex(word: string): WordIndex {
  if (hasTrigrams(word)) return 'trigrams';
  return GRAM_SCRIPTS.test(word) ? 'grams' : null;
}

/**
 * How one word of a key is found in the DApps' texts: in scripts without
 * spaces between words, anywhere, through its character grams; otherwise as
 * a word (`search_lexemes`, migration 16), which narrows the search from
 * three letters or digits; a shorter word only narrows what the others found.
 */
export type TextIndex = 'grams' | 'word' | 'short word';

export function textIndex(word: string): TextIndex {
  if (GRAM_SCRIPTS.test(word)) return 'grams';
  return hasTrigrams(word) ? 'word' : 'short word';
}

/** A tsquery lexeme of `word`, quoted as the tsquery input reads it. */
export function lexeme(word: string, beginning: boolean): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${beginning ? ':*' : ''}`;
}

/**
 * Typos forgiven in a name key: one per four characters, up to three; none
 * under four characters (every short key is a prefix of many names) and none
 * in CJK keys, where one character is a word.
 */
export function typoBudget(name: string): number {
  if (CJK.test(name)) return 0;
  return Math.min(3, Math.floor([...name].length / 4));
}

/** A name's first characters that have deleted forms (`search_deletions`, migration 15). */
export const DELETION_POSITIONS = 24;

/**
 * The key with one character deleted, each of its first DELETION_POSITIONS in
 * turn, as `search_deletions` makes a name's forms: a name one edit from the
 * key begins with one of these, or one of its own forms begins with the key or with one of these.
 */
export function deletions(name: string): string[] {
  const chars = [...name];
  if (chars.length < 2) return [];
  const forms = new Set<string>();
  for (let i = 0; i < Math.min(chars.length, DELETION_POSITIONS); i++) forms.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
  return [...forms];
}

/** The key with each adjacent pair swapped: a transposition is one typo, not two edits. */
export function transpositions(name: string): string[] {
  const chars = [...name];
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) {
    if (chars[i] === chars[i + 1]) continue;
    const swapped = [...chars];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1], swapped[i]];
    swaps.add(swapped.join(''));
  }
  return [...swaps];
}
