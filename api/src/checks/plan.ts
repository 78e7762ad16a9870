import { getHostname } from 'tldts';
import type { DappSubmission, Donation, NftSubmission, TokenSubmission } from '@tp/shared/validation';
import type { PlannedCheck } from './store';

/** The host of a submitted website, lower case, without `www.`; null when the link has none. */
export function websiteHost(url: string): string | null {
  const host = getHostname(url.trim().toLowerCase());
  return host ? host.replace(/^www\./, '') : null;
}

const contractCheck = (network: string, address: string): PlannedCheck => ({
  kind: 'contract',
  subject: `${network}:${address.toLowerCase()}`,
  details: { network, address },
});

/**
 * The checks of a website: phishing lists and look-alikes of listed DApps; a DApp
 * also against other DApps' hosts and contracts (tokens and NFTs keep their
 * refusal of the same contract instead).
 */
function websiteChecks(url: string, kinds: readonly ('phishing' | 'lookalike' | 'duplicate')[] = ['phishing', 'lookalike']): PlannedCheck[] {
  const host = websiteHost(url) ?? url;
  return kinds.map((kind) => ({ kind, subject: host, details: { domain: host } }));
}

/** Every check a DApp submission gets: its contracts, those of its tokens, and its website. */
export function dappChecks(dapp: DappSubmission): PlannedCheck[] {
  const contracts = new Map<string, PlannedCheck>();
  for (const check of [...dapp.addresses.map((address) => contractCheck(dapp.platform, address)), ...dapp.tokens.map((t) => contractCheck(t.network, t.contract))]) {
    contracts.set(check.subject, check);
  }
  return [...contracts.values(), ...websiteChecks(dapp.url, ['phishing', 'lookalike', 'duplicate'])];
}

export function tokenChecks(token: TokenSubmission): PlannedCheck[] {
  return [contractCheck(token.network, token.address), ...websiteChecks(token.website)];
}

export function nftChecks(nft: NftSubmission): PlannedCheck[] {
  return [contractCheck(nft.network, nft.address), ...websiteChecks(nft.website)];
}

/** The on-chain check of a donation, expecting the amount shown to the submission (its link is read from `donations`). */
export function donationCheck(donation: Donation): PlannedCheck {
  return { kind: 'donation', subject: 'donation', details: { expected_amount: donation.payment } };
}
