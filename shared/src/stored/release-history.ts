import type { StoredFormat } from './stored-format';
import * as z from '../facades/zod-mini';

/** Which versions of each remote (by folder) were made live, oldest first. */
export type ReleaseHistory = Readonly<Record<string, readonly string[]>>;

/** The name the file is known by in REMOTES_DIR, and in messages. */
export const HISTORY_FILE = 'history.json';

/**
 * `history.json`: the release history an earlier release of the site kept in
 * REMOTES_DIR, imported into the database once. Version 1 is an envelope
 * (`{"version": 1, "data": {…}}`); the copies earlier releases wrote carry no
 * version (version 0) and hold the same record, which is taken as it is.
 */
export const releaseHistoryFormat: StoredFormat<ReleaseHistory> = {
  name: HISTORY_FILE,
  version: 1,
  schema: z.record(z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(1)))),
  upgrades: { 0: (data) => data },
};
