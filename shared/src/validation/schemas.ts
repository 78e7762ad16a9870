import type * as z from '../facades/zod-mini';
import type { Locale } from '../i18n/locales';
import { buildDappSchema } from './dapp';
import { buildDonationSchema } from './donation';
import type { MessageFormatter } from './fields';
import { translateMessage } from './messages';
import { buildNftSchema } from './nft';
import { buildSubscribeSchema } from './subscribe';
import { buildTokenSchema } from './token';

function buildSchemas(msg: MessageFormatter) {
  return {
    dapp: buildDappSchema(msg),
    token: buildTokenSchema(msg),
    nft: buildNftSchema(msg),
    donation: buildDonationSchema(msg),
    subscribe: buildSubscribeSchema(msg),
  };
}

export type FormSchemas = ReturnType<typeof buildSchemas>;
export type FormName = keyof FormSchemas;

/**
 * The schemas whose issue messages are message keys; the api validates with
 * these and turns issues into `{ field, key, message }` with issueToFieldError.
 */
export const schemas: FormSchemas = buildSchemas((key) => key);

const localized = new Map<Locale, FormSchemas>();

/**
 * The same schemas with messages in one language, for react-hook-form:
 * `zodResolver(schemasFor(lang).dapp)`. In a browser, once the language's
 * messages are loaded (loadValidationMessages).
 */
export function schemasFor(locale: Locale): FormSchemas {
  let built = localized.get(locale);
  if (!built) {
    built = buildSchemas((key, params) => translateMessage(key, locale, params));
    localized.set(locale, built);
  }
  return built;
}

export type DappSubmissionInput = z.input<FormSchemas['dapp']>;
export type TokenSubmissionInput = z.input<FormSchemas['token']>;
export type TokenSubmission = z.output<FormSchemas['token']>;
export type NftSubmissionInput = z.input<FormSchemas['nft']>;
export type NftSubmission = z.output<FormSchemas['nft']>;
export type DonationInput = z.input<FormSchemas['donation']>;
export type Donation = z.output<FormSchemas['donation']>;
export type SubscribeInput = z.input<FormSchemas['subscribe']>;
