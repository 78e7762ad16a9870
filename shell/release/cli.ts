import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../server/config';
import { listRemotes, publishLocal, release, ReleaseRefusedError, rollback, type ReleaseContext } from './commands';

const config = configFromEnv();
const context: ReleaseContext = {
  repoDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  remotesDir: config.remotesDir,
  shellDist: config.shellDist,
  log: (line) => console.log(line),
};

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
run(args).catch((error: unknown) => {
  console.error(error instanceof ReleaseRefusedError ? error.message : error);
  process.exit(1);
});
