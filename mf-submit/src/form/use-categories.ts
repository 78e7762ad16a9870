import { startTransition, useCallback, useEffect, useState } from 'react';
import { TRENDING_CATEGORY_ID, type Category } from '@tp/shared';
import { useLang, useShell } from '@tp/shared/react';

export type CategoriesState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; retry(): void }
  | { readonly status: 'ready'; readonly categories: readonly Category[] };

/** The DApp store's categories in the visitor's language, for the DApp form. */
export function useCategories(): CategoriesState {
  const { api } = useShell();
  const lang = useLang();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CategoriesState>({ status: 'loading' });
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let live = true;
    api.categoryList().then(
      // Trending is a list the store computes, not a category a DApp can join. A transition: the form
      // re-renders in slices, with no long task.
      (categories) =>
        live &&
        startTransition(() => setState({ status: 'ready', categories: categories.filter((category) => category.hid !== TRENDING_CATEGORY_ID) })),
      () => live && setState({ status: 'failed', retry }),
    );
    return () => {
      live = false;
    };
  }, [api, lang, attempt, retry]);

  return state;
}
