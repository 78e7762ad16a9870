/** A long hash shortened for tables: the first and last 8 characters. */
export function shortHash(hex: string): string {
  return hex.length > 20 ? `${hex.slice(0, 8)}…${hex.slice(-8)}` : hex;
}
