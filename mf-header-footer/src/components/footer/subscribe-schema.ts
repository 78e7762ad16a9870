import type { Locale } from '@tp/shared';
import { translateMessage } from '@tp/shared/validation/messages';
import { buildSubscribeSchema } from '@tp/shared/validation/subscribe';

/** The shared subscribe schema with its messages in one language ('Error Email!' in English). */
export function subscribeSchema(lang: Locale) {
  return buildSubscribeSchema((key, params) => translateMessage(key, lang, params));
}
