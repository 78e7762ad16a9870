import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REMOTES } from '@tp/shared';
import { SHELL_INFO_FILE } from '@tp/shared/build/build-info-plugin';
import { parseBuildInfo } from '@tp/shared/stored/build-info';
import { parseFederationManifest } from '@tp/shared/stored/federation-manifest';
import { StoredCopyError, type StoredRead } from '@tp/shared/stored/stored-format';
import { releaseProblems } from './contract-check';
import { publishLocalBuild, readRemoteInfo, registryEntry } from './publish';
import type { ReleaseStorage } from './release-storage';
import { ReleaseRefusedError, type ReleaseStore } from './release-store';
import { serverBuildProblem } from './server-build-check';
import { readCheckedFile } from './stored-file';

export interface ReleaseContext {
  readonly repoDir: string;
  readonly shellDist: string;
  /** Where the registry and the history are kept. */
  readonly store: ReleaseStore;
  /** Where released files are kept: REMOTES_DIR or object storage. */
  readonly files: ReleaseStorage;
  readonly log: (line: string) => void;
}

const FOLDERS = Object.values(REMOTES).map((remote) => remote.folder as string);

function checkFolder(folder: string | undefined): string {
  if (!folder || !FOLDERS.includes(folder)) {
    throw new ReleaseRefusedError(`Name a remote: ${FOLDERS.join(', ')}`);
  }
  return folder;
}

/** A file of a build, checked; a missing one is refused with `missing`, a damaged one with what is wrong with it. */
async function readBuildFile<T>(file: string, check: (text: string) => StoredRead<T>, missing: string): Promise<T> {
  let value: T | undefined;
  try {
    value = await readCheckedFile(file, check);
  } catch (error) {
    throw error instanceof StoredCopyError ? new ReleaseRefusedError(`Refused: ${error.message}.`) : error;
  }
  if (value === undefined) throw new ReleaseRefusedError(missing);
  return value;
}

/** Makes the local build of every remote live: what `pnpm start` serves. */
export async function publishLocal(context: ReleaseContext): Promise<void> {
  for (const folder of FOLDERS) {
    const entry = await publishLocalBuild(path.join(context.repoDir, folder, 'dist'), context.files, folder);
    await context.store.flip(folder, { kind: 'publish-local', entry });
    context.log(`${folder}: live at ${entry.version}`);
  }
}

/**
 * `pnpm release <remote> [--version V] [--no-build]`: builds one remote, checks
 * it against the live shell, publishes it as an immutable version, then makes it live.
 */
export async function release(context: ReleaseContext, args: readonly string[]): Promise<void> {
  const folder = checkFolder(args[0]);
  const versionFlag = args.indexOf('--version');
  if (!args.includes('--no-build')) {
    execFileSync('pnpm', ['--filter', `@tp/${folder}`, 'build'], { cwd: context.repoDir, stdio: 'inherit' });
  }
  const distDir = path.join(context.repoDir, folder, 'dist');
  const info = await readRemoteInfo(distDir).catch((error: unknown) => {
    throw error instanceof StoredCopyError ? new ReleaseRefusedError(`Refused: ${error.message}.`) : error;
  });
  const version = versionFlag >= 0 ? args[versionFlag + 1] : info.version;
  if (!version) throw new ReleaseRefusedError('--version needs a value');
  const manifest = await readBuildFile(
    path.join(distDir, 'mf-manifest.json'),
    (text) => parseFederationManifest('mf-manifest.json', text),
    `${distDir} holds no mf-manifest.json: build it again.`,
  );
  const shell = await readBuildFile(
    path.join(context.shellDist, SHELL_INFO_FILE),
    (text) => parseBuildInfo(SHELL_INFO_FILE, text),
    `The shell is not built (${SHELL_INFO_FILE} is missing in ${context.shellDist})`,
  );
  const registry = await context.store.read();
  const problems = releaseProblems(
    { manifest, info },
    { contract: registry.contract, shared: shell.shared, ...(shell.federationRuntime ? { federationRuntime: shell.federationRuntime } : {}) },
  );
  const serverProblem = await serverBuildProblem(distDir);
  if (serverProblem) problems.push(serverProblem);
  if (problems.length) {
    throw new ReleaseRefusedError(`Refused: ${folder} ${version} cannot go live: ${problems.join('; ')}.`);
  }
  try {
    await context.files.publish(distDir, folder, version);
  } catch (error) {
    throw new ReleaseRefusedError((error as Error).message);
  }
  await context.store.flip(folder, { kind: 'release', entry: registryEntry(info, folder, version) });
  context.log(`${folder}: ${version} is live`);
}

/** `pnpm rollback <remote> [version]`: makes an earlier published version live again. */
export async function rollback(context: ReleaseContext, args: readonly string[]): Promise<void> {
  const folder = checkFolder(args[0]);
  const { entry } = await context.store.flip(folder, { kind: 'rollback', version: args[1] });
  context.log(`${folder}: rolled back to ${entry.version}`);
}

/** `pnpm remotes`: what is live and what is available, per remote. */
export async function listRemotes(context: ReleaseContext): Promise<void> {
  const registry = await context.store.read();
  for (const folder of FOLDERS) {
    const name = Object.entries(REMOTES).find(([, remote]) => remote.folder === folder)![0];
    const live = registry.remotes.find((remote) => remote.name === name)?.version ?? '(none)';
    const versions = await context.files.versions(folder);
    context.log(`${folder.padEnd(18)} live: ${live.padEnd(28)} available: ${versions.join(', ') || '(none)'}`);
  }
}
