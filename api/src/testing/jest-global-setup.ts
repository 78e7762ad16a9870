import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dumpCluster } from '../db/pglite';
import { CLUSTER_DUMP } from './test-database';

/** Once per test run on PGlite: a new cluster for every test file's database to start from. */
export default async function dumpTestCluster(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tp-pglite-cluster-')), 'cluster.tar');
  await dumpCluster(file);
  process.env[CLUSTER_DUMP] = file;
}
