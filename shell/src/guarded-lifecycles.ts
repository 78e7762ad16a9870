import type { AppProps, LifeCycleFn, LifeCycles } from 'single-spa';

type Hook<Props> = LifeCycleFn<Props> | Array<LifeCycleFn<Props>> | undefined;

async function run<Props>(hook: Hook<Props>, props: Props & AppProps): Promise<void> {
  for (const fn of Array.isArray(hook) ? hook : hook ? [hook] : []) await fn(props);
}

/**
 * Lifecycles that fall back to `fallback` in the same slot when the remote's
 * own bootstrap or mount throws, instead of leaving single-spa with a broken,
 * empty application.
 */
export function guardLifecycles<Props>(
  lifecycles: LifeCycles<Props>,
  fallback: LifeCycles<Props>,
  onFailure: (error: unknown) => void,
): LifeCycles<Props> {
  let failed = false;
  let fallbackBootstrapped = false;
  const switchToFallback = async (error: unknown, props: Props & AppProps) => {
    onFailure(error);
    failed = true;
    if (!fallbackBootstrapped) {
      fallbackBootstrapped = true;
      await run(fallback.bootstrap, props);
    }
  };
  return {
    async bootstrap(props) {
      try {
        await run(lifecycles.bootstrap, props);
      } catch (error) {
        await switchToFallback(error, props);
      }
    },
    async mount(props) {
      if (!failed) {
        try {
          await run(lifecycles.mount, props);
          return;
        } catch (error) {
          await run(lifecycles.unmount, props).catch(() => undefined);
          await switchToFallback(error, props);
        }
      }
      await run(fallback.mount, props);
    },
    async unmount(props) {
      await run(failed ? fallback.unmount : lifecycles.unmount, props);
    },
  };
}
