import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, type RemoteRegistry } from '@tp/shared';
import { SHELL_INFO_FILE, type BuildInfo } from '@tp/shared/build/build-info-plugin';
import { releaseProblems, type FederationManifest } from './contract-check';
import { previousLive, readHistory, withLive, writeHistory } from './history';
import { publishBuild, publishLocalBuild, readRemoteInfo, registryEntry } from './publish';
import { readRegistry, withLiveRemote, writeRegistry } from './registry-file';
import { serverBuildProblem } from './server-build-check';

export interface ReleaseContext {
  readonly repoDir: string;
  readonly remotesDir: string;
  readonly shellDist: string;
  readonly log: (line: string) => void;
}

export class ReleaseRefusedError extends Error {}

const FOLDERS = Object.values(REMOTES).map((remote) => remote.folder as string);

function checkFolder(folder: string | undefined): string {
  if (!folder || !FOLDERS.includes(folder)) {
    throw new ReleaseRefusedError(`Name a remote: ${FOLDERS.join(', ')}`);
  }
  return folder;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

async function flip(context: ReleaseContext, registry: RemoteRegistry, info: BuildInfo, folder: string, version: string) {
  await writeRegistry(context.remotesDir, withLiveRemote(registry, registryEntry(info, folder, version)));
}

/** Makes the local build of every remote live: what `pnpm start` serves. */
export async function publishLocal(context: ReleaseContext): Promise<void> {
  let registry = await readRegistry(context.remotesDir);
  let history = await readHistory(context.remotesDir);
  for (const folder of FOLDERS) {
    const entry = await publishLocalBuild(path.join(context.repoDir, folder, 'dist'), context.remotesDir, folder);
    registry = withLiveRemote(registry, entry);
    if (history[folder]?.at(-1) !== entry.version) history = withLive(history, folder, entry.version);
    context.log(`${folder}: live at ${entry.version}`);
  }
  await writeRegistry(context.remotesDir, registry);
  await writeHistory(context.remotesDir, history);
}

/**
 * `pnpm release <remote> [--version V] [--no-build]`: builds one remote, checks
 * it against the live shell, publishes it to its immutable folder, then makes it live.
 */
export async function release(context: ReleaseContext, args: readonly string[]): Promise<void> {
  const folder = checkFolder(args[0]);
  const versionFlag = args.indexOf('--version');
  if (!args.includes('--no-build')) {
    execFileSync('pnpm', ['--filter', `@tp/${folder}`, 'build'], { cwd: context.repoDir, stdio: 'inherit' });
  }
  const distDir = path.join(context.repoDir, folder, 'dist');
  const info = await readRemoteInfo(distDir);
  const version = versionFlag >= 0 ? args[versionFlag + 1] : info.version;
  if (!version) throw new ReleaseRefusedError('--version needs a value');
  const manifest = await readJson<FederationManifest>(path.join(distDir, 'mf-manifest.json'));
  const shell = await readJson<BuildInfo>(path.join(context.shellDist, SHELL_INFO_FILE)).catch(() => {
    throw new ReleaseRefusedError(`The shell is not built (${SHELL_INFO_FILE} is missing in ${context.shellDist})`);
  });
  const registry = await readRegistry(context.remotesDir);
  const problems = releaseProblems({ manifest, info }, { contract: registry.contract, shared: shell.shared });
  const serverProblem = await serverBuildProblem(distDir);
  if (serverProblem) problems.push(serverProblem);
  if (problems.length) {
    throw new ReleaseRefusedError(`Refused: ${folder} ${version} cannot go live: ${problems.join('; ')}.`);
  }
  try {
    await publishBuild(distDir, context.remotesDir, folder, version);
  } catch (error) {
    throw new ReleaseRefusedError((error as Error).message);
  }
  await flip(context, registry, info, folder, version);
  await writeHistory(context.remotesDir, withLive(await readHistory(context.remotesDir), folder, version));
  context.log(`${folder}: ${version} is live`);
}

/** `pnpm rollback <remote> [version]`: makes an earlier published version live again. */
export async function rollback(context: ReleaseContext, args: readonly string[]): Promise<void> {
  const folder = checkFolder(args[0]);
  const history = await readHistory(context.remotesDir);
  let version = args[1];
  let nextHistory;
  if (version) {
    nextHistory = withLive(history, folder, version);
  } else {
    const previous = previousLive(history, folder);
    if (!previous) throw new ReleaseRefusedError(`${folder} has no earlier release to roll back to; name a version.`);
    ({ version, history: nextHistory } = previous);
  }
  const info = await readRemoteInfo(path.join(context.remotesDir, folder, version)).catch(() => {
    throw new ReleaseRefusedError(`${folder} ${version} is not published.`);
  });
  const registry = await readRegistry(context.remotesDir);
  if (info.contract !== registry.contract) {
    throw new ReleaseRefusedError(`Refused: ${folder} ${version} was built for contract ${info.contract}, the live shell speaks ${registry.contract}.`);
  }
  await flip(context, registry, info, folder, version);
  await writeHistory(context.remotesDir, nextHistory);
  context.log(`${folder}: rolled back to ${version}`);
}

/** `pnpm remotes`: what is live and what is available, per remote. */
export async function listRemotes(context: ReleaseContext): Promise<void> {
  const registry = await readRegistry(context.remotesDir);
  for (const folder of FOLDERS) {
    const name = Object.entries(REMOTES).find(([, remote]) => remote.folder === folder)![0];
    const live = registry.remotes.find((remote) => remote.name === name)?.version ?? '(none)';
    const available = await readdir(path.join(context.remotesDir, folder)).catch(() => [] as string[]);
    const versions = available.filter((entry) => !entry.includes('.partial-')).sort();
    context.log(`${folder.padEnd(18)} live: ${live.padEnd(28)} available: ${versions.join(', ') || '(none)'}`);
  }
}
