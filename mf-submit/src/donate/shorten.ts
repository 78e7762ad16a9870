/** docs/product.md §9.4: a contract shown as its first 8 and last 8 characters. */
export function shortenMiddle(value: string, keep = 8): string {
  return value.length <= keep * 2 + 1 ? value : `${value.slice(0, keep)}…${value.slice(-keep)}`;
}
