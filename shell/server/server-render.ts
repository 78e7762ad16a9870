import path from 'node:path';
import { SERVER_BUILD_ENTRY, type RegistryRemote, type ServerBuild, type ServerRenderRequest } from '@tp/shared';
import { releasedPath, type ReleaseStorage } from '../release/release-storage';
import type { LiveRegistry } from './registry-store';
import { loadServerBuild } from './load-server-build';
import { createRenderCache } from './render-cache';

/** How long one application's server render may take before the page is sent with its first screen instead. */
export const SERVER_RENDER_BUDGET_MS = 150;

export interface ServerRenderLog {
  warn(details: object, message: string): void;
}

export interface ServerRenderOptions {
  /** Where releases are; a server build is loaded from this machine's copy of it. */
  readonly files: Pick<ReleaseStorage, 'localFile'>;
  readonly log: ServerRenderLog;
  /** A DOM for the server builds (the article sanitiser); made once, on first use. */
  readonly window: () => unknown;
  readonly budgetMs?: number;
  /** Loads a server build from its file; Node's require unless a test says otherwise. */
  readonly load?: (file: string) => ServerBuild;
  /** The most rendered HTML kept for identical requests, in characters (0 keeps none). */
  readonly cacheChars?: number;
}

/** Renders kept for identical requests: enough for every page of every language and device, a few times over. */
const RENDER_CACHE_CHARS = 32_000_000;
/** A kept render is dropped after this long, so text that follows the clock stays right. */
const RENDER_CACHE_TTL_MS = 60_000;

/** Why an application was sent with its first screen rather than rendered on the server. */
export type FallbackReason = 'missing' | 'threw' | 'slow' | 'warming';

/** How often one application of one release was sent with its first screen, for one reason. */
export interface FallbackCount {
  readonly remote: string;
  readonly version: string;
  readonly app: string;
  readonly reason: FallbackReason;
  readonly count: number;
}

class SlowRender extends Error {}

interface BuildState {
  build: ServerBuild | null;
  ready: boolean;
  /** Settles once the build is loaded and has rendered once (or failed to). */
  warmed: Promise<void>;
}

/**
 * Renders applications with the server build of the release the registry
 * names at that moment (a release or a rollback applies on the next request,
 * no restart). A build that is missing, throws or runs past the budget gives
 * undefined, and the page carries the application's first screen instead:
 * never an error page. A build not yet loaded and warmed (a new release, just
 * after start) is loaded in the background meanwhile. Each failing release is logged once and every
 * fallback is counted, by release and reason. A render is kept for the same request (release,
 * application, language, device, address and data) for a minute.
 */
export function createServerRenderer(options: ServerRenderOptions) {
  const { files, log, budgetMs = SERVER_RENDER_BUDGET_MS } = options;
  const cache = createRenderCache({ maxSize: options.cacheChars ?? RENDER_CACHE_CHARS, ttlMs: RENDER_CACHE_TTL_MS });
  const load = options.load ?? ((file: string) => loadServerBuild(file) as ServerBuild);
  // A build is loaded (synchronously) and warmed with a first render outside any request: until then
  // its applications are sent with their first screens, so no visitor waits for a release to load.
  const builds = new Map<string, BuildState>();
  const logged = new Set<string>();
  const fallbacks = new Map<string, FallbackCount>();

  const warm = (url: string, state: BuildState) =>
    new Promise<void>((resolve) => {
      setImmediate(async () => {
        try {
          const released = releasedPath(url);
          const file = released ? await files.localFile(released) : undefined;
          state.build = file ? load(file) : null;
        } catch {
          state.build = null;
        }
        const first = state.build?.apps[0];
        if (!state.build || first === undefined) {
          state.ready = true;
          resolve();
          return;
        }
        void state.build
          .render(first, { lang: 'en', device: 'web', rest: '', window: options.window() })
          .catch(() => undefined)
          .finally(() => {
            state.ready = true;
            resolve();
          });
      });
    });

  const buildOf = (remote: RegistryRemote) => {
    const url = path.posix.join(path.posix.dirname(remote.entry), SERVER_BUILD_ENTRY);
    let state = builds.get(url);
    if (!state) {
      const loading: BuildState = { build: null, ready: false, warmed: Promise.resolve() };
      loading.warmed = warm(url, loading);
      builds.set(url, loading);
      state = loading;
    }
    return state;
  };

  const fellBack = (remote: RegistryRemote, app: string, reason: FallbackReason, error?: unknown) => {
    const release = `${remote.name}@${remote.version}`;
    const key = `${release} ${app} ${reason}`;
    const count = (fallbacks.get(key)?.count ?? 0) + 1;
    fallbacks.set(key, { remote: remote.name, version: remote.version, app, reason, count });
    if (reason !== 'warming' && !logged.has(release)) {
      logged.add(release);
      log.warn({ release, app, reason, err: error }, `${release}: ${app} is sent with its first screen instead of a server render (${reason})`);
    }
    return undefined;
  };

  async function render(remote: RegistryRemote, app: string, request: Omit<ServerRenderRequest, 'window'>): Promise<string | undefined> {
    const { build, ready } = buildOf(remote);
    if (!ready) return fellBack(remote, app, 'warming');
    if (!build || !build.apps.includes(app)) return fellBack(remote, app, 'missing');
    const { lang, device, rest, search = '', pageData = {} } = request;
    const key = [`${remote.name}@${remote.version}`, app, lang, device, `${rest}${search}`, cache.digest(pageData)].join('\n');
    const kept = cache.get(key);
    if (kept !== undefined) return kept;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new SlowRender()), budgetMs);
    });
    try {
      const html = await Promise.race([build.render(app, { ...request, window: options.window() }), late]);
      cache.set(key, html);
      return html;
    } catch (error) {
      return fellBack(remote, app, error instanceof SlowRender ? 'slow' : 'threw', error instanceof SlowRender ? undefined : error);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    render,
    /** Loads and warms the server builds of these releases (at start, so the first visitors get server renders); settles when they are ready. */
    warm: async (remotes: readonly RegistryRemote[]) => {
      await Promise.all(remotes.map((remote) => buildOf(remote).warmed));
    },
    /** How many releases' server builds are still loading. */
    warming: () => [...builds.values()].filter((state) => !state.ready).length,
    /** Fallbacks so far, by `release app reason`. */
    fallbackCounts: (): Readonly<Record<string, number>> => Object.fromEntries([...fallbacks].map(([key, { count }]) => [key, count])),
    /** The same counts, one record per release, application and reason (for /metrics). */
    fallbacks: (): readonly FallbackCount[] => [...fallbacks.values()],
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;

/**
 * Warms the server builds the registry names once it is first read (after
 * the database opened, which is after the port is taken). `isWarm` answers
 * /readyz; `warmed` settles when it turns true.
 */
export function warmWhenLoaded(registry: Pick<LiveRegistry, 'whenLoaded' | 'read'>, renderer: Pick<ServerRenderer, 'warm'>) {
  let warm = false;
  const warmed = registry
    .whenLoaded()
    .then(async () => renderer.warm((await registry.read()).remotes))
    .finally(() => {
      warm = true;
    });
  return { warmed, isWarm: () => warm };
}
