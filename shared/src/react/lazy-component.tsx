import { lazy, useState, type ComponentType, type ReactNode } from 'react';

interface ComponentModule<P> {
  readonly default: ComponentType<P>;
}

export interface LazyComponent<P> {
  (props: P): ReactNode;
  /** Starts loading the component's code, once; settles when it is there. */
  preload(): Promise<unknown>;
}

/**
 * A component whose code is a chunk of its own, loaded when it first renders
 * or when asked for ahead (`preload`), as with React.lazy; unlike React.lazy,
 * one whose code is already there renders at once. React.lazy suspends on its
 * first render whatever the state of its code, so a hydration leaves its
 * region dehydrated for a moment, and an update reaching the region meanwhile
 * (a visitor's stored values, applied right after a hydration) makes React
 * drop the server's HTML there and render it anew: a skeleton, then the
 * content, over a page that was already painted. A section preloads what its
 * page shows before it hydrates (`preload` of createSectionApp). A failed
 * load is tried again on the next render.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentModule<P>>): LazyComponent<P> {
  let loaded: ComponentModule<P> | undefined;
  let loading: Promise<ComponentModule<P>> | undefined;
  const preload = (): Promise<ComponentModule<P>> => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(preload);
  function Lazy(props: P) {
    // Decided once per mount: switching between the two would mount the component anew.
    const [Loaded] = useState(() => loaded?.default);
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
