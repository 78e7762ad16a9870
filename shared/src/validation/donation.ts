import * as z from '../facades/zod-mini';
import type { MessageFormatter } from './fields';
import { LIMITS } from './limits';
import { PAYMENT_PATTERN, URL_PATTERN, withScheme } from './patterns';

/** A transaction hash on its own: 32 bytes of hex, with or without `0x`. */
export const TX_HASH_PATTERN = /^(0x)?[0-9a-f]{64}$/i;

/**
 * The donate panel's payload (docs/product.md §3.4: {payment, explorer_url}).
 * The panel sends the link as typed (docs/product.md §5.7); the api checks it here.
 */
export function buildDonationSchema(msg: MessageFormatter) {
  return z.object({
    payment: z.pipe(
      z.pipe(
        z.union([z.string(), z.number()], msg('paymentRequired')),
        z.transform((value: string | number) => String(value)),
      ),
      z.string().check(
        z.trim(),
        z.minLength(1, msg('paymentRequired')),
        z.maxLength(LIMITS.payment, msg('tooLong', { count: LIMITS.payment })),
        z.regex(PAYMENT_PATTERN, msg('invalidPayment')),
      ),
    ),
    explorer_url: z.pipe(
      z.string(msg('explorerUrlRequired')).check(
        z.trim(),
        z.minLength(1, msg('explorerUrlRequired')),
        z.maxLength(LIMITS.explorerUrl, msg('tooLong', { count: LIMITS.explorerUrl })),
        // The explorer link, or the bare transaction hash (the api's check reads either).
        z.refine((value) => URL_PATTERN.test(value) || TX_HASH_PATTERN.test(value), msg('invalidUrl')),
      ),
      z.transform((value: string) => (TX_HASH_PATTERN.test(value) ? value : withScheme(value))),
    ),
  });
}

/**
 * The identity of a donation link, for "already used" checks: the transaction
 * hash when the link carries one (explorers differ in paths and queries), else
 * the link without scheme, `www.`, trailing slash and case.
 */
export function donationKey(explorerUrl: string): string {
  const hash = /0x[0-9a-fA-F]{64}/.exec(explorerUrl) ?? /\b[0-9a-fA-F]{64}\b/.exec(explorerUrl);
  if (hash) return hash[0].toLowerCase().replace(/^(?!0x)/, '0x');
  return explorerUrl
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}
