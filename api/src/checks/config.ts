import type { SiteSettings } from '@tp/shared/contracts/site-settings';
import { loadSiteSettings } from '@tp/shared/settings/site-settings';

/** Confirmations a donation needs before it counts (`DONATION_CONFIRMATIONS`). */
export const DEFAULT_DONATION_CONFIRMATIONS = 15;
/** How long a donation not found on chain stays pending before it fails (`DONATION_PENDING_HOURS`). */
export const DEFAULT_DONATION_PENDING_HOURS = 24;

/** Where and how the checks read chains. Every endpoint is optional: without one, a check says it was not run. */
export interface ChecksConfig {
  /** BNB Smart Chain JSON-RPC endpoint of the donation check. */
  readonly bscRpcUrl: string | null;
  /** JSON-RPC endpoint per network key (`RPC_URL_ETH` → `eth`), for the contract checks. */
  readonly rpcUrls: Readonly<Record<string, string>>;
  readonly donationConfirmations: number;
  /** Milliseconds a donation may stay not found (or unconfirmed) before it fails `notFoundInTime`. */
  readonly donationPendingMs: number;
  /** The token and the receiving address a donation must move and reach (tests deploy their own). */
  readonly donationToken: `0x${string}`;
  readonly donationRecipient: `0x${string}`;
  /** Milliseconds one JSON-RPC call may take before it counts as down. */
  readonly rpcTimeoutMs: number;
  /** First delay before a pending check runs again (doubling); tests set 0. */
  readonly retryBaseMs: number;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, not "${value}"`);
  return parsed;
}

/**
 * The checks' configuration from the environment (`BSC_RPC_URL`, `RPC_URL_<NETWORK>`, `DONATION_*`),
 * with the donation's token and receiving address from the site settings.
 */
export function checksConfigFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  donation: SiteSettings['donation'] = loadSiteSettings(env).settings.donation,
): ChecksConfig {
  const rpcUrls: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const match = /^RPC_URL_([A-Z0-9_]+)$/.exec(name);
    if (match && value) rpcUrls[match[1].toLowerCase()] = value;
  }
  return {
    bscRpcUrl: env.BSC_RPC_URL || null,
    rpcUrls,
    donationConfirmations: Math.floor(positive('DONATION_CONFIRMATIONS', env.DONATION_CONFIRMATIONS, DEFAULT_DONATION_CONFIRMATIONS)),
    donationPendingMs: positive('DONATION_PENDING_HOURS', env.DONATION_PENDING_HOURS, DEFAULT_DONATION_PENDING_HOURS) * 3_600_000,
    donationToken: donation.tokenContract,
    donationRecipient: donation.receivingAddress,
    rpcTimeoutMs: 10_000,
    retryBaseMs: 5_000,
  };
}
