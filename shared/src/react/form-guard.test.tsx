/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HONEYPOT_FIELD, judgeFormGuard, MIN_FILL_MS, type FormGuard } from '../validation/form-guard';
import { formGuardClock, HoneypotField, useFormGuard } from './form-guard';

let time = 1_700_000_000_000;
const real = { ...formGuardClock };
const slept: number[] = [];
beforeEach(() => {
  slept.length = 0;
  formGuardClock.now = () => time;
  formGuardClock.sleep = async (ms) => {
    slept.push(ms);
    time += ms;
  };
});
afterAll(() => Object.assign(formGuardClock, real));

/** A form that, when sent, hands the guard it would send to `sealed`. */
function Subscribe({ sealed = () => {} }: { sealed?: (guard: FormGuard) => void }) {
  const guard = useFormGuard('subscribe');
  return (
    <form
      aria-label="subscribe"
      onSubmit={(event) => {
        event.preventDefault();
        void guard.seal().then(sealed);
      }}
    >
      <label>
        E-mail <input type="email" />
      </label>
      <HoneypotField guard={guard} />
      <button type="submit">Send</button>
    </form>
  );
}

/** Renders the form, sends it at `time` and answers the guard. */
async function send(): Promise<FormGuard> {
  let guard: FormGuard | undefined;
  await act(async () => {
    const sealed = new Promise<FormGuard>((resolve) => {
      current.sealed = resolve;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    guard = await sealed;
  });
  return guard!;
}

const current: { sealed: (guard: FormGuard) => void } = { sealed: () => {} };
const renderForm = () => render(<Subscribe sealed={(guard) => current.sealed(guard)} />);

describe('useFormGuard and HoneypotField', () => {
  it('hide the honeypot from people, screen readers and the keyboard', () => {
    const { container } = renderForm();
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByLabelText('E-mail')]);
    const trap = container.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(trap.parentElement).toHaveAttribute('inert');
    // Out of sight through the shell's global class (its box is checked in the browser, e2e abuse.spec).
    expect(trap.parentElement).toHaveClass('tp-visually-hidden');
  });

  it('wait out the minimum fill time before sending, so a quick person passes the api’s check', async () => {
    renderForm();
    const startedAt = time;
    time += 500;
    const guard = await send();
    expect(slept).toEqual([MIN_FILL_MS.subscribe - 500]);
    expect(guard).toEqual({ [HONEYPOT_FIELD]: '', form_started_at: startedAt, form_sent_at: startedAt + MIN_FILL_MS.subscribe });
    expect(judgeFormGuard('subscribe', guard)).toBeNull();
  });

  it('do not wait when the form took longer, and carry what a bot typed into the honeypot', async () => {
    const { container } = renderForm();
    fireEvent.change(container.querySelector(`input[name="${HONEYPOT_FIELD}"]`)!, { target: { value: 'https://spam.example' } });
    time += 60_000;
    const guard = await send();
    expect(slept).toEqual([]);
    expect(judgeFormGuard('subscribe', guard)).toBe('honeypot');
  });
});
