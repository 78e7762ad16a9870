import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../server/config';
import { listRemotes, publishLocal, release, rollback, type ReleaseContext } from './commands';
import { ReleaseRefusedError } from './release-store';
import { openReleaseStorage } from './open-release-storage';
import { openReleaseStore } from './open-release-store';

const config = configFromEnv();

const commands: Record<string, (args: readonly string[]) => Promise<void>> = {
  'publish-local': () => publishLocal(context),
  release: (args) => release(context, args),
  rollback: (args) => rollback(context, args),
  remotes: () => listRemotes(context),
};

const [command = '', ...args] = process.argv.slice(2);
const run = commands[command];
if (!run) {
  console.error(`Unknown command "${command}". Use: ${Object.keys(commands).join(' | ')}`);
  process.exit(2);
}
const files = await openReleaseStorage({ s3: config.releasesS3, remotesDir: config.remotesDir });
const store = await openReleaseStore({ databaseUrl: config.api.databaseUrl, dataDir: config.api.dataDir, remotesDir: config.remotesDir, files });
const context: ReleaseContext = {
  repoDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  shellDist: config.shellDist,
  store,
  files,
  log: (line) => console.log(line),
};
try {
  await run(args);
} catch (error) {
  console.error(error instanceof ReleaseRefusedError ? error.message : error);
  process.exitCode = 1;
} finally {
  await store.close();
}
