// Test only (uses jest's hooks): import it as `@tp/shared/testing/lifecycle-errors`.

export interface LifecycleErrors {
  /** What reached the window's error event during the test. */
  readonly reported: unknown[];
  /** The spy on console.error of the running test. */
  consoleError(): jest.SpyInstance;
}

/**
 * Runs each test of the calling block as single-spa runs a section's lifecycles: outside act() (React must
 * not expect act() around their renders), keeping what reaches the window's error event and console.error
 * for the test to assert on; a hydration mismatch reports to one or the other.
 */
export function watchLifecycleErrors(): LifecycleErrors {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  const reported: unknown[] = [];
  const onReport = (event: ErrorEvent) => reported.push(event.error);
  let consoleError: jest.SpyInstance | undefined;
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    reported.length = 0;
    consoleError = jest.spyOn(console, 'error');
    window.addEventListener('error', onReport);
  });
  afterEach(() => {
    window.removeEventListener('error', onReport);
    consoleError?.mockRestore();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  });
  return {
    reported,
    consoleError: () => {
      if (!consoleError) throw new Error('consoleError() is read inside a test');
      return consoleError;
    },
  };
}
