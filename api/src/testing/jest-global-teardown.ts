import { rmSync } from 'node:fs';
import path from 'node:path';
import { CLUSTER_DUMP } from './test-database';

export default function removeTestCluster(): void {
  const file = process.env[CLUSTER_DUMP];
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
}
