import type { Blockchain, TokenProtocol, TokenProtocolMap } from '../contracts/data';
import type { StoredFormat } from './stored-format';
import * as z from '../facades/zod-mini';

/**
 * The start-up data the shell caches in localStorage (docs/product.md §4.8),
 * so a visit shows the last known lists before the api answers. Version 1 is
 * `{"version": 1, "data": …}`; version 0, before versions, held the same
 * value bare and is read as it is (it is checked like any other).
 */

const blockchain: z.ZodMiniType<Blockchain> = z.object({
  hid: z.int(),
  icon: z.string(),
  title: z.string(),
  ns: z.string().check(z.minLength(1)),
  chain_id: z.union([z.string(), z.number(), z.null()]),
});

const tokenProtocol: z.ZodMiniType<TokenProtocol> = z.looseObject({ isSelected: z.literal(false), title: z.string() });

export const BLOCKCHAINS_CACHE_KEY = 'tp:blockchains';
export const TOKEN_PROTOCOLS_CACHE_KEY = 'tp:token-protocols';

export const blockchainsCacheFormat: StoredFormat<readonly Blockchain[]> = {
  name: `localStorage "${BLOCKCHAINS_CACHE_KEY}"`,
  version: 1,
  schema: z.array(blockchain),
  upgrades: { 0: (data) => data },
};

export const tokenProtocolsCacheFormat: StoredFormat<TokenProtocolMap> = {
  name: `localStorage "${TOKEN_PROTOCOLS_CACHE_KEY}"`,
  version: 1,
  schema: z.record(z.string(), z.array(tokenProtocol)),
  upgrades: { 0: (data) => data },
};
