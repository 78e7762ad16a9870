import type { Category } from '../api/types';

/** docs/product.md §3.8: only categories of `category_type` 0, sorted by `m_index` ascending. */
export function normalizeCategories<T extends Pick<Category, 'category_type' | 'm_index'>>(list: readonly T[] | null | undefined): T[] {
  if (!Array.isArray(list)) return [];
  return list.filter((category) => category?.category_type === 0).sort((a, b) => a.m_index - b.m_index);
}
