import type { RawBlockchain } from '../api/types';
import type { Blockchain } from '../contracts/data';

function chainIdOf(metadata: unknown): string | number | null {
  let parsed = metadata;
  if (typeof metadata === 'string') {
    try {
      parsed = JSON.parse(metadata);
    } catch {
      return null;
    }
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const id = (parsed as { chain_id?: unknown }).chain_id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** docs/product.md §3.10: deprecated chains are dropped; each is kept as {hid, icon, title, ns, chain_id}. */
export function normalizeBlockchains(list: readonly RawBlockchain[] | null | undefined): Blockchain[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((chain) => chain && !chain.deprecated)
    .map((chain) => ({ hid: chain.hid, icon: chain.icon_url, title: chain.title, ns: chain.ns, chain_id: chainIdOf(chain.metadata) }));
}
