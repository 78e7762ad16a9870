import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLang, useShell } from '@tp/shared/react';
import type { NewsStore } from './news-store';
import { newsSessionStore } from './section-session';
import type { NewsState } from './news-state';

const NewsStoreContext = createContext<NewsStore | null>(null);

/** Holds the section's store for as long as the section is mounted in one language. */
export function NewsStoreProvider({ children, store: given }: { children: ReactNode; store?: NewsStore }) {
  const { api, pageData } = useShell();
  const lang = useLang();
  const [store] = useState(() => given ?? newsSessionStore(api, lang, pageData));
  return <NewsStoreContext.Provider value={store}>{children}</NewsStoreContext.Provider>;
}

export function useNewsStore(): NewsStore {
  const store = useContext(NewsStoreContext);
  if (!store) throw new Error('useNewsStore() is used outside NewsStoreProvider');
  return store;
}

/** The section's state, re-rendering on change; hydration starts from the state the server rendered. */
export function useNewsState(): NewsState {
  const store = useNewsStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.firstState);
}
