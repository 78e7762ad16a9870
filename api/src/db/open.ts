import type { Database, DatabaseOptions } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir ?? 'memory://', options.clusterDump);
}
