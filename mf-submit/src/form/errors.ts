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
