import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RegistryRemote } from '@tp/shared';
import { REMOTE_INFO_FILE, type BuildInfo } from '@tp/shared/build/build-info-plugin';

export async function readRemoteInfo(distDir: string): Promise<BuildInfo> {
  try {
    return JSON.parse(await readFile(path.join(distDir, REMOTE_INFO_FILE), 'utf8')) as BuildInfo;
  } catch {
    throw new Error(`${distDir} holds no built remote (${REMOTE_INFO_FILE} is missing): build it first.`);
  }
}

async function exists(target: string): Promise<boolean> {
  return stat(target).then(
    () => true,
    () => false,
  );
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
    ),
  );
  return nested.flat().sort();
}

/** A digest of a build's files, so identical builds publish to the same folder. */
export async function digestBuild(distDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    hash.update(file).update('\0').update(await readFile(path.join(distDir, file))).update('\0');
  }
  return hash.digest('hex');
}

export class VersionExistsError extends Error {}

/**
 * Copies a build into `<remotesDir>/<folder>/<version>/`, a folder that is
 * never changed once written: the copy goes to a temporary folder first and
 * is renamed into place, so a half-copied release is never visible.
 */
export async function publishBuild(distDir: string, remotesDir: string, folder: string, version: string): Promise<string> {
  const target = path.join(remotesDir, folder, version);
  if (await exists(target)) throw new VersionExistsError(`${folder} ${version} is already published; versions are immutable.`);
  const temporary = `${target}.partial-${process.pid}`;
  await mkdir(path.dirname(target), { recursive: true });
  await rm(temporary, { recursive: true, force: true });
  await cp(distDir, temporary, { recursive: true });
  await rename(temporary, target);
  return target;
}

export function registryEntry(info: BuildInfo, folder: string, version: string): RegistryRemote {
  return { name: info.name, version, entry: `/remotes/${folder}/${version}/mf-manifest.json`, contract: info.contract };
}

/**
 * Publishes a local build under `<version>-local.<digest>`: each distinct
 * build gets its own immutable folder, and publishing the same build twice is a no-op.
 */
export async function publishLocalBuild(distDir: string, remotesDir: string, folder: string): Promise<RegistryRemote> {
  const info = await readRemoteInfo(distDir);
  const version = `${info.version}-local.${(await digestBuild(distDir)).slice(0, 10)}`;
  if (!(await exists(path.join(remotesDir, folder, version)))) await publishBuild(distDir, remotesDir, folder, version);
  return registryEntry(info, folder, version);
}
