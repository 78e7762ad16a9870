import { formGuard, HONEYPOT_FIELD, type FormGuard } from '@tp/shared/validation';

/** What a person's browser sends with a form: an empty honeypot and a minute of filling. */
export function personGuard(now = Date.now()): FormGuard {
  return formGuard('', now - 60_000, now);
}

/** A form's JSON as our forms send it: with a person's guard, unless the test wrote a guard of its own. */
export function withPersonGuard(data: unknown): unknown {
  const isObject = typeof data === 'object' && data !== null && !Array.isArray(data);
  return isObject && !(HONEYPOT_FIELD in data) ? { ...personGuard(), ...data } : data;
}
