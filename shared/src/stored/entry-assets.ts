import { parseJsonValue, type StoredRead } from './stored-format';
import * as z from '../facades/zod-mini';

/**
 * A build's `entry-assets.json` (shared/build/entry-assets-plugin.ts), read
 * back by the site server for every page: the entry's files, the chunks to
 * preload and the string chunks by language. It is written and read by the
 * same release of the shell, so its version is the shell's; a copy without
 * these fields is refused naming the file.
 */
export interface EntryAssets {
  readonly js: readonly string[];
  readonly css: readonly string[];
  readonly preload?: readonly string[];
  readonly locales?: Readonly<Record<string, readonly string[]>>;
}

const files = z.array(z.string().check(z.minLength(1)));

export const entryAssetsSchema: z.ZodMiniType<EntryAssets> = z.object({
  js: files,
  css: files,
  preload: z.optional(files),
  locales: z.optional(z.record(z.string(), files)),
});

export function parseEntryAssets(name: string, text: string): StoredRead<EntryAssets> {
  return parseJsonValue(name, entryAssetsSchema, text);
}
