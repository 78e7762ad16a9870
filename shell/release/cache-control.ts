import path from 'node:path';

const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|map|svg|png|webp|jpg|woff2?)$/;
const NO_CACHE_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'registry.json', 'remote-info.json', 'mf-stats.json']);

/**
 * Immutable for hashed files; revalidate for registry, manifests and entries
 * (see docs/architecture.md §6). The site server sends it, and object
 * storage keeps it with each released file so a CDN sends the same.
 */
export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE_FILES.has(base)) return 'no-cache';
  if (HASHED_FILE.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}
