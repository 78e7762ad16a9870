import { z } from 'zod';
import { NETWORK_KEY_PATTERN } from '@tp/shared/validation';

// Query values arrive as text; messages are message keys (see @tp/shared/validation).

const boundedInt = (min: number, max: number) =>
  z
    .string('invalidValue')
    .trim()
    .regex(/^-?\d{1,12}$/, 'integerRequired')
    .transform(Number)
    .pipe(z.number().min(min, 'tooSmall').max(max, 'tooLarge'));

/** An optional whole number in a query string, bounded. */
export const intParam = (min: number, max: number) => boundedInt(min, max).optional();

/** A whole number in a query string, bounded, with a default. */
export const intParamOr = (min: number, max: number, fallback: number) => boundedInt(min, max).optional().default(fallback);

/** `start` of a list: 0 or more. */
export const start = intParamOr(0, 1_000_000, 0);

/** `count` of a list, up to the endpoint's maximum. */
export const count = (fallback: number, max: number) => intParamOr(1, max, fallback);

/** docs/product.md §7.3 `status`: 0 is the published list; nothing else is public. */
export const status = intParamOr(0, 0, 0);

export const lang = z.string('invalidValue').trim().max(16, 'tooLong').optional();

export const os = z.string('invalidValue').trim().max(16, 'tooLong').optional();

/** An app version such as 10.0.0. */
export const version = z
  .string('invalidValue')
  .trim()
  .regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, 'invalidValue')
  .optional();

export const network = z.string('invalidValue').trim().toLowerCase().regex(NETWORK_KEY_PATTERN, 'invalidOption').optional();

/** A search key: plain text, at most 100 characters. */
export const searchKey = z.string('invalidValue').trim().max(100, 'tooLong');

/** `ids=1,2,3`: up to 100 positive ids. */
export const idList = z
  .string('invalidValue')
  .trim()
  .regex(/^\d{1,9}(,\d{1,9}){0,99}$/, 'invalidValue')
  .transform((value) => value.split(',').map(Number));

export const idParam = z.object({
  id: z.string('invalidValue').regex(/^\d{1,9}$/, 'integerRequired').transform(Number),
});

/** Versions compare as numbers: 10.0.0 → 10 000 000 (major, minor, patch in thousands). */
export function versionNumber(value: string | undefined): number | null {
  if (!value) return null;
  const [major = 0, minor = 0, patch = 0] = value.split('.').map(Number);
  return major * 1_000_000 + minor * 1_000 + patch;
}
