import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The `integrity` attribute value of a file with these bytes. */
export function subresourceIntegrity(bytes: string | Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Integrity of the shell's built files, read once each: their names carry their
 * content hash, so a name always means the same bytes. A file that is not there
 * (a test's fake build) gets none, and the page loads it without.
 */
export function createShellIntegrity(shellDist: string) {
  const cache = new Map<string, Promise<string | undefined>>();
  const of = (file: string) => {
    let found = cache.get(file);
    if (!found) {
      found = readFile(path.join(shellDist, file)).then(subresourceIntegrity, () => undefined);
      cache.set(file, found);
    }
    return found;
  };
  return async (files: readonly string[]): Promise<Record<string, string>> => {
    const found: Record<string, string> = {};
    for (const file of files) {
      const integrity = await of(file);
      if (integrity) found[`/shell/${file}`] = integrity;
    }
    return found;
  };
}
