export interface TextPart {
  readonly text: string;
  readonly match: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` cut into the parts that match `query` (ignoring case) and those that do not. */
export function highlightParts(text: string, query: string): TextPart[] {
  const needle = query.trim();
  if (!needle) return text ? [{ text, match: false }] : [];
  // A capture group makes split keep the matches, at the odd positions.
  return text
    .split(new RegExp(`(${escapeRegExp(needle)})`, 'giu'))
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
