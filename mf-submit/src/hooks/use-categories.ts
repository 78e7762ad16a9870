import { TRENDING_CATEGORY_ID, type Category } from '@tp/shared';
import { useLang, useResource, useShell, type Resource, type ResourceControls } from '@tp/shared/react';

export type CategoriesState = Resource<readonly Category[]> & ResourceControls;

/** The DApp store's categories in the visitor's language, for the DApp form. */
export function useCategories(): CategoriesState {
  const { api } = useShell();
  const lang = useLang();
  // Trending is a list the store computes, not a category a DApp can join.
  return useResource(`categories:${lang}`, async () => (await api.categoryList()).filter((category) => category.hid !== TRENDING_CATEGORY_ID));
}
