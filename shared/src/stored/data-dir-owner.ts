import { parseJsonValue, type StoredRead } from './stored-format';
import * as z from '../facades/zod-mini';

/**
 * `<DATA_DIR>.owner.json`: which process holds PGlite's folder (the site
 * server, with the address and token release commands reach it by, or a
 * release command). Written and read by processes of the same checkout, so its
 * version is the site's; a copy without a pid is refused naming the file.
 */
export interface DataDirOwnerRecord {
  readonly pid: number;
  readonly url?: string;
  readonly token?: string;
}

export const dataDirOwnerSchema: z.ZodMiniType<DataDirOwnerRecord> = z.object({
  pid: z.int().check(z.positive()),
  url: z.optional(z.string().check(z.regex(/^https?:\/\//))),
  token: z.optional(z.string().check(z.minLength(1))),
});

export function parseDataDirOwner(name: string, text: string): StoredRead<DataDirOwnerRecord> {
  return parseJsonValue(name, dataDirOwnerSchema, text);
}
