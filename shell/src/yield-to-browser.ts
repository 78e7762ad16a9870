interface PrioritizedScheduler {
  readonly yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and
 * answer a tap between the stages of a long start: on a phone each stage is a
 * short task instead of one long one. `scheduler.yield()` where the browser
 * has it (it resumes ahead of other queued tasks), a zero timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritizedScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
