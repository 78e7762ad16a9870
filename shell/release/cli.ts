import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '@tp/shared';
import { defaultRemotesDir } from '../server/config';
import { publishLocalBuild } from './publish';
import { readRegistry, withLiveRemote, writeRegistry } from './registry-file';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const remotesDir = process.env.REMOTES_DIR ?? defaultRemotesDir();

/** Makes the local build of every remote live: what `pnpm start` serves. */
async function publishLocal(): Promise<void> {
  let registry = await readRegistry(remotesDir);
  for (const { folder } of Object.values(REMOTES)) {
    const entry = await publishLocalBuild(path.join(repoDir, folder, 'dist'), remotesDir, folder);
    registry = withLiveRemote(registry, entry);
    console.log(`${folder}: live at ${entry.version}`);
  }
  await writeRegistry(remotesDir, registry);
}

const commands: Record<string, () => Promise<void>> = { 'publish-local': publishLocal };
const [command = ''] = process.argv.slice(2);
const run = commands[command];
if (!run) {
  console.error(`Unknown command "${command}". Use: ${Object.keys(commands).join(' | ')}`);
  process.exit(2);
}
run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
