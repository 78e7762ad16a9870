import type { StoredFormat } from './stored-format';
import * as z from '../facades/zod-mini';

/** The DApp store's favourites in localStorage: DApp ids, most recently added first. */
export const FAVOURITES_KEY = 'tp.dappstore.favorites';

const isId = (id: unknown): id is number => Number.isInteger(id) && (id as number) > 0;

/**
 * Version 1: `{"version": 1, "data": [ids]}`, each id once. Version 0 (before
 * versions) was the bare list, where the store let odd entries in: they are left out.
 */
export const favouritesFormat: StoredFormat<readonly number[]> = {
  name: `localStorage "${FAVOURITES_KEY}"`,
  version: 1,
  schema: z.array(z.int().check(z.positive())).check(z.refine((ids) => new Set(ids).size === ids.length, 'an id is listed twice')),
  upgrades: { 0: (data) => (Array.isArray(data) ? [...new Set(data.filter(isId))] : data) },
};
