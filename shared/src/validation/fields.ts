import { z } from './zod';
import { isValidAddress } from './addresses';
import { LIMITS } from './limits';
import type { MessageKey, MessageParams } from './messages';
import { DECIMAL_NUMBER_PATTERN, HTML_TAG_PATTERN, LOOSE_EMAIL_PATTERN, NETWORK_KEY_PATTERN, URL_PATTERN, withScheme } from './patterns';

/**
 * Turns a message key into the message a schema carries. The api builds its
 * schemas with the key itself (so an issue names its key); a form builds them
 * with the visitor's language (so react-hook-form shows translated text).
 */
export type MessageFormatter = (key: MessageKey, params?: MessageParams) => string;

/** Field builders bound to one formatter, so every schema reads the same way. */
export function fieldBuilders(msg: MessageFormatter) {
  /** Required plain text: trimmed, not empty, not over `max`, no markup. */
  const text = (requiredKey: MessageKey, max: number, tooLongKey: MessageKey = 'tooLong') =>
    z
      .string(msg(requiredKey))
      .trim()
      .min(1, msg(requiredKey))
      .max(max, msg(tooLongKey, { count: max }))
      .refine((value) => !HTML_TAG_PATTERN.test(value), msg('noHtml'));

  /** Optional plain text: an empty string counts as absent. */
  const optionalText = (max: number) =>
    z
      .string(msg('invalidValue'))
      .trim()
      .max(max, msg('tooLong', { count: max }))
      .refine((value) => !HTML_TAG_PATTERN.test(value), msg('noHtml'))
      .optional()
      .transform((value) => (value ? value : undefined));

  const url = (requiredKey: MessageKey, max: number = LIMITS.url, tooLongKey: MessageKey = 'tooLong') =>
    z
      .string(msg(requiredKey))
      .trim()
      .min(1, msg(requiredKey))
      .max(max, msg(tooLongKey, { count: max }))
      .regex(URL_PATTERN, msg('invalidUrl'))
      .transform(withScheme);

  const email = () =>
    z
      .string(msg('emailRequired'))
      .trim()
      .min(1, msg('emailRequired'))
      .max(LIMITS.email, msg('tooLong', { count: LIMITS.email }))
      .regex(LOOSE_EMAIL_PATTERN, msg('invalidEmail'));

  /** A network key of the blockchain list (`eth`, `trx`…); whether it exists is the api's check. */
  const network = (requiredKey: MessageKey = 'networkRequired') =>
    z
      .string(msg(requiredKey))
      .trim()
      .toLowerCase()
      .min(1, msg(requiredKey))
      .max(LIMITS.networkKey, msg('tooLong', { count: LIMITS.networkKey }))
      .regex(NETWORK_KEY_PATTERN, msg('invalidOption'));

  /** A whole number typed in a form (string) or sent by a client (number). */
  const integer = (requiredKey: MessageKey, min: number, max: number) =>
    z.union([z.number(), z.string()], msg(requiredKey)).transform((value, ctx) => {
      const typed = typeof value === 'string' ? value.trim() : value;
      if (typed === '') {
        ctx.addIssue({ code: 'custom', message: msg(requiredKey) });
        return z.NEVER;
      }
      const number = Number(typed);
      if (!Number.isInteger(number) || (typeof typed === 'string' && !/^\d+$/.test(typed))) {
        ctx.addIssue({ code: 'custom', message: msg('integerRequired') });
        return z.NEVER;
      }
      if (number < min) {
        ctx.addIssue({ code: 'custom', message: msg('tooSmall', { min }), params: { min } });
        return z.NEVER;
      }
      if (number > max) {
        ctx.addIssue({ code: 'custom', message: msg('tooLarge', { max }), params: { max } });
        return z.NEVER;
      }
      return number;
    });

  /** A non-negative decimal kept as text, so supplies beyond 2^53 survive. */
  const decimalText = (requiredKey: MessageKey, max: number) =>
    z
      .union([z.string(), z.number()], msg(requiredKey))
      .transform((value) => String(value))
      .pipe(
        z
          .string()
          .trim()
          .min(1, msg(requiredKey))
          .max(max, msg('tooLong', { count: max }))
          .regex(DECIMAL_NUMBER_PATTERN, msg('invalidNumber')),
      );

  /** A list of contacts (docs/product.md §3.2: several allowed). */
  const contacts = (requiredKey: MessageKey) =>
    z
      .array(text(requiredKey, LIMITS.contact), msg(requiredKey))
      .min(1, msg(requiredKey))
      .max(LIMITS.contactsPerForm, msg('tooManyItems', { count: LIMITS.contactsPerForm }));

  return { text, optionalText, url, email, network, integer, decimalText, contacts };
}

/** Adds an `invalidAddress` issue unless every address is valid on the network. */
export function checkAddresses(
  ctx: z.RefinementCtx,
  msg: MessageFormatter,
  network: string,
  addresses: readonly string[],
  path: (string | number)[],
): void {
  if (addresses.some((address) => !isValidAddress(network, address))) {
    ctx.addIssue({ code: 'custom', message: msg('invalidAddress'), path });
  }
}

/** Runs a sub-schema on a value inside a refinement, re-emitting its issues under `path`. */
export function parseInto<T extends z.ZodType>(
  ctx: z.RefinementCtx,
  schema: T,
  value: unknown,
  path: (string | number)[],
): z.output<T> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ ...issue, path: [...path, ...issue.path] } as Parameters<z.RefinementCtx['addIssue']>[0]);
  }
  return undefined;
}
