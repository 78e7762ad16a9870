import { useCallback, useMemo, useRef, useState, type RefCallback } from 'react';
import { formGuard, HONEYPOT_FIELD, remainingFillTime, type FormGuard, type GuardedForm } from '../validation/form-guard';

/** The guard's clock; a form's unit tests replace `sleep`, since a script fills a form at once. */
export const formGuardClock = {
  now: (): number => Date.now(),
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface FormGuardHandle {
  /** Attaches the form's HoneypotField. */
  readonly attachHoneypot: RefCallback<HTMLInputElement>;
  /**
   * The guard to send with the form. It first waits out what is left of the
   * form's minimum fill time, so a quick person (autofill, a restored draft)
   * is never taken for a bot by the api.
   */
  seal(): Promise<FormGuard>;
}

/** A form's bot guard (see @tp/shared/validation form-guard): its start time, honeypot and what to send. */
export function useFormGuard(form: GuardedForm): FormGuardHandle {
  const [startedAt] = useState(() => formGuardClock.now());
  const honeypot = useRef<HTMLInputElement | null>(null);
  const attachHoneypot = useCallback((input: HTMLInputElement | null) => {
    honeypot.current = input;
  }, []);
  const seal = useCallback(async () => {
    const wait = remainingFillTime(form, startedAt, formGuardClock.now());
    if (wait > 0) await formGuardClock.sleep(wait);
    return formGuard(honeypot.current?.value ?? '', startedAt, formGuardClock.now());
  }, [form, startedAt]);
  return useMemo(() => ({ attachHoneypot, seal }), [attachHoneypot, seal]);
}


/**
 * The honeypot: a text field people never see (out of sight through the shell's
 * global class, not display:none, which simple bots recognise), that screen readers skip
 * (aria-hidden, inert) and that focus never reaches (tabindex -1, inert);
 * autofill is off. Place it inside the form.
 */
export function HoneypotField({ guard }: { guard: FormGuardHandle }) {
  const { attachHoneypot } = guard;
  return (
    <div aria-hidden="true" inert className="tp-visually-hidden">
      <input ref={attachHoneypot} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
