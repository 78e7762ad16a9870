/**
 * Texts a page came with, written ahead by the site server in the page's
 * language (`writeDates`, `writeByteSizes`) and kept by each section before it
 * hydrates (`keepWrittenTexts` in createSectionApp). A formatter gives a kept
 * text without building an Intl formatter: a page's first formatter of a kind
 * loads the locale's data, 15–30 ms of a desktop's main thread and four times
 * that on a phone, inside the hydration, for text the server had already
 * written. Each formatter names its texts by a key of its own (`date|…`,
 * `bytes|…`), which holds the locale.
 */
const written = new Map<string, string>();

export function keepWrittenTexts(texts: Readonly<Record<string, unknown>>): void {
  for (const [key, text] of Object.entries(texts)) if (typeof text === 'string') written.set(key, text);
}

/** The kept text of this key, if the page came with one. */
export function writtenText(key: string): string | undefined {
  return written.get(key);
}
