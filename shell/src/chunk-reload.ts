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
  { now = Date.now(), storage = sessionStorage, reload = () => window.location.reload() } = {},
): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(GUARD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(GUARD_KEY, String(now));
  reload();
  return true;
}

export function installChunkReload(): void {
  window.addEventListener('unhandledrejection', (event) => reloadForChunkError(event.reason));
  window.addEventListener('error', (event) => reloadForChunkError(event.error));
}
