import type { RawTokenProtocolMap } from '../api/types';
import type { TokenProtocol, TokenProtocolMap } from '../contracts/data';

/** docs/product.md §3.11: each item of each group gets isSelected=false and title=the group's key. */
export function normalizeTokenProtocolMap(map: RawTokenProtocolMap | null | undefined): TokenProtocolMap {
  if (map === null || typeof map !== 'object' || Array.isArray(map)) return {};
  const out: Record<string, TokenProtocol[]> = {};
  for (const [key, items] of Object.entries(map)) {
    if (!Array.isArray(items)) continue;
    out[key] = items.map((item) => ({ ...item, isSelected: false, title: key }));
  }
  return out;
}
