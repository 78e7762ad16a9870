import { sessionStore } from '@tp/shared/stored/browser-storage';
const GUARD_KEY = 'tp:chunk-reload-at';
/** docs/product.md §4.10 and §9.1: a failed chunk load reloads the page at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message);
}

/** Reloads for a chunk failure unless one happened in the last minute; returns whether it reloaded. */
export function reloadForChunkError(
  error: unknown,
  { now = Date.now(), storage = sessionStore, reload = () => window.location.reload() } = {},
): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.get(GUARD_KEY) ?? 0);
  // Without a guard kept across the reload (storage refused), a reload could loop: the error shows instead.
  if (now - last < CHUNK_RELOAD_GUARD_MS || !storage.set(GUARD_KEY, String(now))) return false;
  reload();
  return true;
}

export function installChunkReload(): void {
  window.addEventListener('unhandledrejection', (event) => reloadForChunkError(event.reason));
  window.addEventListener('error', (event) => reloadForChunkError(event.error));
}
