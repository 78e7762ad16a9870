import * as z from '../facades/zod-mini';
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
    z.string(msg(requiredKey)).check(
      z.trim(),
      z.minLength(1, msg(requiredKey)),
      z.maxLength(max, msg(tooLongKey, { count: max })),
      z.refine((value) => !HTML_TAG_PATTERN.test(value), msg('noHtml')),
    );

  /** Optional plain text: an empty string counts as absent. */
  const optionalText = (max: number) =>
    z.pipe(
      z.optional(
        z.string(msg('invalidValue')).check(
          z.trim(),
          z.maxLength(max, msg('tooLong', { count: max })),
          z.refine((value) => !HTML_TAG_PATTERN.test(value), msg('noHtml')),
        ),
      ),
      z.transform((value: string | undefined) => (value ? value : undefined)),
    );

  const url = (requiredKey: MessageKey, max: number = LIMITS.url, tooLongKey: MessageKey = 'tooLong') =>
    z.pipe(
      z.string(msg(requiredKey)).check(
        z.trim(),
        z.minLength(1, msg(requiredKey)),
        z.maxLength(max, msg(tooLongKey, { count: max })),
        z.regex(URL_PATTERN, msg('invalidUrl')),
      ),
      z.transform(withScheme),
    );

  const email = () =>
    z.string(msg('emailRequired')).check(
      z.trim(),
      z.minLength(1, msg('emailRequired')),
      z.maxLength(LIMITS.email, msg('tooLong', { count: LIMITS.email })),
      z.regex(LOOSE_EMAIL_PATTERN, msg('invalidEmail')),
    );

  /** A network key of the blockchain list (`eth`, `trx`…); whether it exists is the api's check. */
  const network = (requiredKey: MessageKey = 'networkRequired') =>
    z.string(msg(requiredKey)).check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, msg(requiredKey)),
      z.maxLength(LIMITS.networkKey, msg('tooLong', { count: LIMITS.networkKey })),
      z.regex(NETWORK_KEY_PATTERN, msg('invalidOption')),
    );

  /** A whole number typed in a form (string) or sent by a client (number). */
  const integer = (requiredKey: MessageKey, min: number, max: number) =>
    z.pipe(
      z.union([z.number(), z.string()], msg(requiredKey)),
      z.transform((value: number | string, ctx) => {
        const typed = typeof value === 'string' ? value.trim() : value;
        if (typed === '') {
          addIssue(ctx, { code: 'custom', message: msg(requiredKey) });
          return z.NEVER;
        }
        const number = Number(typed);
        if (!Number.isInteger(number) || (typeof typed === 'string' && !/^\d+$/.test(typed))) {
          addIssue(ctx, { code: 'custom', message: msg('integerRequired') });
          return z.NEVER;
        }
        if (number < min) {
          addIssue(ctx, { code: 'custom', message: msg('tooSmall', { min }), params: { min } });
          return z.NEVER;
        }
        if (number > max) {
          addIssue(ctx, { code: 'custom', message: msg('tooLarge', { max }), params: { max } });
          return z.NEVER;
        }
        return number;
      }),
    );

  /** A non-negative decimal kept as text, so supplies beyond 2^53 survive. */
  const decimalText = (requiredKey: MessageKey, max: number) =>
    z.pipe(
      z.pipe(
        z.union([z.string(), z.number()], msg(requiredKey)),
        z.transform((value: string | number) => String(value)),
      ),
      z.string().check(
        z.trim(),
        z.minLength(1, msg(requiredKey)),
        z.maxLength(max, msg('tooLong', { count: max })),
        z.regex(DECIMAL_NUMBER_PATTERN, msg('invalidNumber')),
      ),
    );

  /** A list of contacts (docs/product.md §3.2: several allowed). */
  const contacts = (requiredKey: MessageKey) =>
    z.array(text(requiredKey, LIMITS.contact), msg(requiredKey)).check(
      z.minLength(1, msg(requiredKey)),
      z.maxLength(LIMITS.contactsPerForm, msg('tooManyItems', { count: LIMITS.contactsPerForm })),
    );

  return { text, optionalText, url, email, network, integer, decimalText, contacts };
}

/** What a refinement or a transform may report: a zod issue of ours, at a path below the value checked. */
type RefinementCtx = z.core.$RefinementCtx;
type RefinementIssue = z.core.$ZodSuperRefineIssue;

/**
 * Reports an issue from a refinement or a transform. A refinement's context
 * has addIssue; a zod/mini transform gets the bare payload, where the issue is
 * pushed as classic zod's own transform context would push it.
 */
export function addIssue(ctx: z.core.ParsePayload, issue: RefinementIssue): void {
  if ('addIssue' in ctx) (ctx as RefinementCtx).addIssue(issue);
  else ctx.issues.push({ input: ctx.value, ...issue } as z.core.$ZodRawIssue);
}

/** Adds an `invalidAddress` issue unless every address is valid on the network. */
export function checkAddresses(
  ctx: z.core.ParsePayload,
  msg: MessageFormatter,
  network: string,
  addresses: readonly string[],
  path: (string | number)[],
): void {
  if (addresses.some((address) => !isValidAddress(network, address))) {
    addIssue(ctx, { code: 'custom', message: msg('invalidAddress'), path });
  }
}

/** Runs a sub-schema on a value inside a refinement, re-emitting its issues under `path`. */
export function parseInto<T extends z.ZodMiniType>(
  ctx: z.core.ParsePayload,
  schema: T,
  value: unknown,
  path: (string | number)[],
): z.output<T> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    addIssue(ctx, { ...issue, path: [...path, ...issue.path] } as RefinementIssue);
  }
  return undefined;
}
