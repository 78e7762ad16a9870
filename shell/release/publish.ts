import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RegistryRemote } from '@tp/shared';
import { REMOTE_INFO_FILE, type BuildInfo } from '@tp/shared/build/build-info-plugin';
import { parseBuildInfo } from '@tp/shared/stored/build-info';
import { valueOrThrow } from '@tp/shared/stored/stored-format';
import { VersionExistsError, type ReleaseStorage } from './release-storage';
import { readCheckedFile } from './stored-file';

/** A build's information; a build without it is refused, one whose file is damaged too (StoredCopyError). */
export async function readRemoteInfo(distDir: string): Promise<BuildInfo> {
  const info = await readCheckedFile(path.join(distDir, REMOTE_INFO_FILE), (text) => parseBuildInfo(REMOTE_INFO_FILE, text));
  if (!info) throw new Error(`${distDir} holds no built remote (${REMOTE_INFO_FILE} is missing): build it first.`);
  return info;
}

/** The build information of a published version; undefined when that version is not published, a StoredCopyError when its file is damaged. */
export async function readPublishedInfo(storage: ReleaseStorage, folder: string, version: string): Promise<BuildInfo | undefined> {
  const file = `${folder}/${version}/${REMOTE_INFO_FILE}`;
  const text = await storage.read(file);
  return text ? valueOrThrow(parseBuildInfo(file, text.toString('utf8'))) : undefined;
}

/** Every file under a folder, as paths relative to it, sorted. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`])),
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

export function registryEntry(info: BuildInfo, folder: string, version: string): RegistryRemote {
  return { name: info.name, version, entry: `/remotes/${folder}/${version}/mf-manifest.json`, contract: info.contract };
}

/**
 * Publishes a local build under `<version>-local.<digest>`: each distinct
 * build gets its own immutable version, and publishing the same build twice is a no-op.
 */
export async function publishLocalBuild(distDir: string, storage: ReleaseStorage, folder: string): Promise<RegistryRemote> {
  const info = await readRemoteInfo(distDir);
  const version = `${info.version}-local.${(await digestBuild(distDir)).slice(0, 10)}`;
  if (!(await storage.has(folder, version))) {
    await storage.publish(distDir, folder, version).catch((error: unknown) => {
      // The same build published by another command meanwhile: the same files.
      if (!(error instanceof VersionExistsError)) throw error;
    });
  }
  return registryEntry(info, folder, version);
}
