import { isIPv6 } from 'node:net';

/** The first 64 bits of an IPv6 address, written out: `2001:db8:0:1`. */
function ipv6Prefix64(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const [head, tail] = plain.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const start = groups(head);
  const end = groups(tail);
  const all = tail === undefined ? start : [...start, ...Array<string>(Math.max(0, 8 - start.length - end.length)).fill('0'), ...end];
  return all.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':');
}

/**
 * Who a per-address limit counts: the IPv4 address, or the /64 network of an
 * IPv6 address (one subscriber usually holds a whole /64 and could rotate
 * through it). `request.ip` already honours the host's trustProxy setting.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  return isIPv6(ip) ? `${ipv6Prefix64(ip)}::/64` : ip;
}
