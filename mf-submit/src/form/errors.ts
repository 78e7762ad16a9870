import { useSyncExternalStore } from 'react';
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

export interface FieldMessage {
  readonly name: string;
  readonly message: string;
}

/** Every message of react-hook-form's nested errors, with its dotted field name. */
export function flattenErrors(errors: FieldErrors<FieldValues>, prefix = ''): FieldMessage[] {
  const out: FieldMessage[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'ref') continue;
    const name = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string' && value.message) out.push({ name, message: value.message });
    if (typeof value === 'object') {
      const nested = Object.fromEntries(Object.entries(value).filter(([k]) => !['message', 'type', 'ref', 'types'].includes(k)));
      out.push(...flattenErrors(nested as FieldErrors<FieldValues>, name));
    }
  }
  return out;
}

/** The error message of one field, if any. */
export function errorOf(errors: FieldErrors<FieldValues>, name: string): string | undefined {
  const error = get(errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' && message ? message : undefined;
}

const NOTHING_TO_TELL = () => () => {};
const NONE_ON_THE_SERVER = () => false;

/**
 * Whether a field shows its errors in this render (`hasErrors`: whether it
 * has any now). A form's sections hydrate on their own (HydrateWhenSeen), so
 * one may hydrate after a submit has found errors; its fields then render as
 * the server did, without them, and show them in the render right after. An
 * error in the hydrating render is an element the server's HTML lacks: React
 * would drop the section's HTML and render it anew (error #418). A field
 * without errors renders once as it hydrates, as before.
 */
export function useErrorsShown(hasErrors: boolean): boolean {
  return useSyncExternalStore(NOTHING_TO_TELL, () => hasErrors, NONE_ON_THE_SERVER);
}
