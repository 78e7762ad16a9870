import type { StoredFormat } from './stored-format';
import * as z from '../facades/zod-mini';

/** The DApp store's recent searches in localStorage, most recent first. */
export const RECENT_SEARCHES_KEY = 'tp.dappstore.recentSearches';
export const MAX_RECENT_SEARCHES = 8;

const isTerm = (term: unknown): term is string => typeof term === 'string' && term.trim() !== '';

/**
 * Version 1: `{"version": 1, "data": [terms]}`, at most MAX_RECENT_SEARCHES.
 * Version 0 (before versions) was the bare list: blank or odd entries are left out.
 */
export const recentSearchesFormat: StoredFormat<readonly string[]> = {
  name: `localStorage "${RECENT_SEARCHES_KEY}"`,
  version: 1,
  schema: z.array(z.string().check(z.minLength(1))).check(z.maxLength(MAX_RECENT_SEARCHES)),
  upgrades: { 0: (data) => (Array.isArray(data) ? data.filter(isTerm).slice(0, MAX_RECENT_SEARCHES) : data) },
};
