/**
 * Whose `X-Forwarded-For` a server believes, as Fastify's `trustProxy` takes
 * it. The default trusts proxies on loopback and private networks only: a
 * client on the internet cannot name its own address, so per-address rate
 * limits key on the address the nearest trusted proxy saw.
 */
export const DEFAULT_TRUST_PROXY = 'loopback, linklocal, uniquelocal';

/** Fastify's `trustProxy` forms: all or none, a list of addresses, or a rule per hop (0 is the nearest). */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * `TRUST_PROXY`: `true` (any hop: only behind a proxy that overwrites the
 * header), `false` (none), a number of hops, or addresses, CIDR ranges and
 * the names loopback, linklocal, uniquelocal, separated by commas.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_TRUST_PROXY;
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text;
}
