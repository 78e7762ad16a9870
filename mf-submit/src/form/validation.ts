import { useEffect, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { Locale } from '@tp/shared';
import { hasValidationMessages, loadValidationMessages } from '@tp/shared/validation/messages';
import type { FormSchemas } from '@tp/shared/validation/schemas';

// The one way into the shared schemas in this section. They (zod/mini and the
// address checks of every chain) and the visitor's validation messages are
// fetched when a form first needs them, never with the page; the schemas set
// zod up for the strict CSP themselves.

/** The shared schemas, with their messages in the visitor's language. */
export async function loadSchemas(lang: Locale): Promise<FormSchemas> {
  const [{ schemasFor }] = await Promise.all([import('@tp/shared/validation/schemas'), loadValidationMessages(lang)]);
  return schemasFor(lang);
}

/** react-hook-form's resolver of one form: its shared schema in the visitor's language. */
export async function loadResolver<V extends FieldValues>(lang: Locale, form: 'dapp' | 'token' | 'nft'): Promise<Resolver<V>> {
  const [schemas, { zodResolver }] = await Promise.all([loadSchemas(lang), import('@hookform/resolvers/zod')]);
  return zodResolver(schemas[form] as never) as unknown as Resolver<V>;
}

/**
 * Whether the visitor's validation messages are at hand for translateMessage:
 * fetched once `needed`, true when the fetch has settled (a failed one leaves
 * translateMessage its fallback).
 */
export function useValidationMessages(lang: Locale, needed: boolean): boolean {
  const [settled, setSettled] = useState<Locale | null>(null);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    const done = () => live && setSettled(lang);
    loadValidationMessages(lang).then(done, done);
    return () => {
      live = false;
    };
  }, [lang, needed]);
  return settled === lang || hasValidationMessages(lang);
}
