import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import mime from 'mime-types';
import { REMOTE_INFO_FILE } from '@tp/shared/build/build-info-plugin';
import { cacheControlFor } from './cache-control';
import { listFiles } from './publish';
import { versionExists, type ReleaseStorage } from './release-storage';

/** Where releases are kept in object storage (RELEASES_S3_* variables, see README). */
export interface S3ReleaseConfig {
  readonly bucket: string;
  /** An S3-compatible server (MinIO, R2, …); AWS S3 when absent. Addressed by path (`endpoint/bucket/key`). */
  readonly endpoint?: string;
  readonly region: string;
  /** Prepended to every key, e.g. `remotes/`. */
  readonly prefix: string;
}

/** Files uploaded side by side. */
const UPLOADS_AT_ONCE = 8;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

export function contentTypeOf(file: string): string {
  return mime.contentType(path.posix.basename(file)) || 'application/octet-stream';
}

/**
 * Released files in an S3 bucket, read by every server of a fleet and written
 * by release commands from anywhere. A version's files are uploaded first and
 * its `remote-info.json` last: a version exists once that file does, and is
 * never uploaded again (the last upload is also conditional, `If-None-Match: *`,
 * so two releases of one version at once cannot both complete). Each object
 * carries its Content-Type and Cache-Control, so a CDN in front of the bucket
 * serves hashed files as immutable and manifests as `no-cache`.
 *
 * Server builds run in the site server's process: `localFile` copies a
 * release's folder to `cacheDir` once (versions never change, so the copy stays true).
 */
export function s3ReleaseStorage(config: S3ReleaseConfig, cacheDir: string, client?: S3Client): ReleaseStorage {
  const s3 = client ?? new S3Client({ region: config.region, endpoint: config.endpoint, forcePathStyle: Boolean(config.endpoint) });
  const Bucket = config.bucket;
  const keyOf = (file: string) => `${config.prefix}${file}`;

  const exists = async (file: string) => {
    try {
      await s3.send(new HeadObjectCommand({ Bucket, Key: keyOf(file) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };

  const read = async (file: string): Promise<Buffer | undefined> => {
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket, Key: keyOf(file) }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  /** Every key under a folder (`mf-news/1.0.0/server/`), or the folder's sub-folders with `delimiter`. */
  const list = async (folder: string, delimiter?: string) => {
    const keys: string[] = [];
    const folders: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await s3.send(
        new ListObjectsV2Command({ Bucket, Prefix: keyOf(folder), Delimiter: delimiter, ContinuationToken }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key.slice(keyOf(folder).length));
      for (const common of page.CommonPrefixes ?? []) if (common.Prefix) folders.push(common.Prefix.slice(keyOf(folder).length).replace(/\/$/, ''));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return { keys, folders };
  };

  const upload = async (file: string, body: Buffer, onlyIfNew = false) => {
    try {
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(file),
          Body: body,
          ContentType: contentTypeOf(file),
          CacheControl: cacheControlFor(file),
          IfNoneMatch: onlyIfNew ? '*' : undefined,
        }),
      );
    } catch (error) {
      if (onlyIfNew && error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) {
        const [folder, version] = file.split('/');
        throw versionExists(folder, version);
      }
      throw error;
    }
  };

  const copies = new Map<string, Promise<void>>();
  /** Copies one folder of a release (all it holds, sub-folders too) to the cache, renamed into place whole. */
  const copyFolder = (folder: string) => {
    let copying = copies.get(folder);
    if (!copying) {
      copying = (async () => {
        const target = path.join(cacheDir, ...folder.split('/'));
        if (await stat(target).then(() => true, () => false)) return;
        const temporary = `${target}.partial-${process.pid}-${Date.now()}`;
        try {
          for (const key of (await list(`${folder}/`)).keys) {
            const body = await read(`${folder}/${key}`);
            if (!body) continue;
            await mkdir(path.dirname(path.join(temporary, key)), { recursive: true });
            await writeFile(path.join(temporary, key), body);
          }
          await mkdir(path.dirname(target), { recursive: true });
          await rename(temporary, target).catch(() => undefined);
        } finally {
          await rm(temporary, { recursive: true, force: true });
        }
      })();
      // A failed copy is tried again on the next call.
      copying.catch(() => copies.delete(folder));
      copies.set(folder, copying);
    }
    return copying;
  };

  return {
    async publish(distDir, folder, version) {
      if (await exists(`${folder}/${version}/${REMOTE_INFO_FILE}`)) throw versionExists(folder, version);
      // Precompressed copies stay behind: a CDN compresses what it serves.
      const files = (await listFiles(distDir)).filter((file) => !/\.(br|gz)$/.test(file) && file !== REMOTE_INFO_FILE);
      for (let i = 0; i < files.length; i += UPLOADS_AT_ONCE) {
        await Promise.all(files.slice(i, i + UPLOADS_AT_ONCE).map(async (file) => upload(`${folder}/${version}/${file}`, await readFile(path.join(distDir, file)))));
      }
      await upload(`${folder}/${version}/${REMOTE_INFO_FILE}`, await readFile(path.join(distDir, REMOTE_INFO_FILE)), true);
    },
    has: (folder, version) => exists(`${folder}/${version}/${REMOTE_INFO_FILE}`),
    async versions(folder) {
      const { folders } = await list(`${folder}/`, '/');
      const complete = await Promise.all(folders.map(async (version) => ((await exists(`${folder}/${version}/${REMOTE_INFO_FILE}`)) ? [version] : [])));
      return complete.flat().sort();
    },
    read,
    async localFile(file) {
      await copyFolder(path.posix.dirname(file));
      const local = path.join(cacheDir, ...file.split('/'));
      return (await stat(local).then(() => true, () => false)) ? local : undefined;
    },
  };
}
