import { getDomain, getHostname } from 'tldts';

/**
 * Explorers of other chains: a link there names a transaction that cannot be a
 * TPT donation on BNB Smart Chain, whatever its hash.
 */
const OTHER_CHAIN_EXPLORERS = new Set([
  'etherscan.io', 'polygonscan.com', 'arbiscan.io', 'basescan.org', 'snowtrace.io', 'snowscan.xyz', 'ftmscan.com', 'tronscan.org',
  'tronscan.io', 'solscan.io', 'solana.fm', 'hecoinfo.com', 'lineascan.build', 'blastscan.io', 'zksync.network', 'opbnbscan.com',
  'celoscan.io', 'gnosisscan.io', 'moonscan.io', 'cronoscan.com', 'scrollscan.com', 'mantlescan.xyz', 'blockchair.com', 'mempool.space',
]);
const OTHER_CHAIN_HOSTS = new Set(['testnet.bscscan.com', 'optimistic.etherscan.io']);

export type DonationLink = { readonly hash: `0x${string}` } | { readonly problem: 'wrongChain' | 'malformedHash' };

/** The transaction hash of a donation link (an explorer link or a bare hash), or why there is none. */
export function readDonationLink(link: string): DonationLink {
  const text = link.trim();
  const bare = /^(?:0x)?([0-9a-f]{64})$/i.exec(text);
  if (bare) return { hash: `0x${bare[1].toLowerCase()}` };
  const host = getHostname(text)?.toLowerCase() ?? '';
  if (OTHER_CHAIN_HOSTS.has(host) || OTHER_CHAIN_EXPLORERS.has(getDomain(host) ?? host)) return { problem: 'wrongChain' };
  // One hash of exactly 32 bytes: a shorter or longer hex run, or two different hashes, say nothing certain.
  const runs = new Set((text.match(/(?<![0-9a-z])(?:0x)?[0-9a-f]{40,}(?![0-9a-z])/gi) ?? []).map((run) => run.toLowerCase().replace(/^0x/, '')));
  const hashes = [...runs].filter((run) => run.length === 64);
  if (hashes.length !== 1 || runs.size !== 1) return { problem: 'malformedHash' };
  return { hash: `0x${hashes[0]}` };
}
