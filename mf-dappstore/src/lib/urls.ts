/** The host to show for a link, without `www.`. */
export function displayHost(url: string): string {
  return new URL(url).host.replace(/^www\./, '');
}

/** A long address as its first 8 and last 8 characters. */
export function shortAddress(address: string): string {
  return address.length > 19 ? `${address.slice(0, 8)}…${address.slice(-8)}` : address;
}
