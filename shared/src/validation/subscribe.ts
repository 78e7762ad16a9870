import * as z from '../facades/zod-mini';
import type { MessageFormatter } from './fields';
import { LIMITS } from './limits';

/** The footer's subscribe box (docs/product.md §5.6: a standard e-mail pattern, else 'Error Email!'). */
export function buildSubscribeSchema(msg: MessageFormatter) {
  const invalid = msg('subscribeEmailInvalid');
  return z.object({
    email: z.string(invalid).check(z.trim(), z.maxLength(LIMITS.email, invalid), z.regex(z.emailPattern, invalid), z.toLowerCase()),
  });
}
