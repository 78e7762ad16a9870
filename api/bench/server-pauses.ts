import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/** A pause of the server's process: when it began (wall clock, ms since the epoch) and how long it lasted. */
export interface Pause {
  readonly at: number;
  readonly ms: number;
}

export interface Pauses {
  /** The collector's pauses of 10 ms or more, longest first. */
  readonly collections: readonly Pause[];
  /** The longest wait of a timer in the server's event loop. */
  readonly longestLoopDelayMs: number;
}

const NOTABLE_COLLECTION_MS = 10;

/**
 * Watches the process serving the measured requests (the benchmark runs the
 * api in its own process) until the returned function is called: a request
 * delayed by the server's collector or a blocked event loop is told apart
 * from one that waited for the database or for a core.
 */
export function watchPauses(): () => Pauses {
  const collections: Pause[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration >= NOTABLE_COLLECTION_MS) collections.push({ at: performance.timeOrigin + entry.startTime, ms: entry.duration });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  return () => {
    observer.disconnect();
    loop.disable();
    return { collections: collections.sort((a, b) => b.ms - a.ms), longestLoopDelayMs: loop.max / 1e6 };
  };
}

/** "12:04:05.123": a wall-clock time to compare with the database's and the system's logs. */
export const clockTime = (at: number) => new Date(at).toISOString().slice(11, 23);
