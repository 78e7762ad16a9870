import { useMemo } from 'react';
import { TRENDING_CATEGORY_ID, type Category } from '@tp/shared';
import { renderedCategories } from '@tp/shared/dappstore/store-page-data';
import { useLang, useResource, useShell, type Resource, type ResourceControls } from '@tp/shared/react';

export type CategoriesState = Resource<readonly Category[]> & ResourceControls;

/** Trending is a list the store computes, not a category a DApp can join. */
const joinable = (categories: readonly Category[]) => categories.filter((category) => category.hid !== TRENDING_CATEGORY_ID);

/** The DApp store's categories in the visitor's language, for the DApp form: those the page came with, or the api's. */
export function useCategories(): CategoriesState {
  const { api, pageData } = useShell();
  const lang = useLang();
  const rendered = useMemo(() => {
    const categories = renderedCategories(pageData, lang);
    return categories && { data: joinable(categories.data) };
  }, [pageData, lang]);
  return useResource(`categories:${lang}`, async () => joinable(await api.categoryList()), rendered);
}
