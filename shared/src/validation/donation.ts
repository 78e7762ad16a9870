import { z } from './zod';
import type { MessageFormatter } from './fields';
import { LIMITS } from './limits';
import { PAYMENT_PATTERN, URL_PATTERN, withScheme } from './patterns';

/** A transaction hash on its own: 32 bytes of hex, with or without `0x`. */
export const TX_HASH_PATTERN = /^(0x)?[0-9a-f]{64}$/i;

/**
 * The donate panel's payload (spec §3 Donation: {payment, explorer_url}).
 * The panel sends the link as typed (spec §5); the api checks it here.
 */
export function buildDonationSchema(msg: MessageFormatter) {
  return z.object({
    payment: z
      .union([z.string(), z.number()], msg('paymentRequired'))
      .transform((value) => String(value))
      .pipe(
        z
          .string()
          .trim()
          .min(1, msg('paymentRequired'))
          .max(LIMITS.payment, msg('tooLong', { count: LIMITS.payment }))
          .regex(PAYMENT_PATTERN, msg('invalidPayment')),
      ),
    explorer_url: z
      .string(msg('explorerUrlRequired'))
      .trim()
      .min(1, msg('explorerUrlRequired'))
      .max(LIMITS.explorerUrl, msg('tooLong', { count: LIMITS.explorerUrl }))
      // The explorer link, or the bare transaction hash (the api's check reads either).
      .refine((value) => URL_PATTERN.test(value) || TX_HASH_PATTERN.test(value), msg('invalidUrl'))
      .transform((value) => (TX_HASH_PATTERN.test(value) ? value : withScheme(value))),
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
