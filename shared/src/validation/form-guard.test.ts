import { z } from 'zod/mini';
import { formGuard, formGuardShape, HONEYPOT_FIELD, judgeFormGuard, MIN_FILL_MS, remainingFillTime, schemas } from './index';

describe('form guard', () => {
  const start = 1_700_000_000_000;

  it('lets through what a person sends: an empty honeypot and a fill at least the minimum long', () => {
    expect(judgeFormGuard('subscribe', { email: 'a@b.co', ...formGuard('', start, start + MIN_FILL_MS.subscribe) })).toBeNull();
    expect(judgeFormGuard('dapp', formGuard('', start, start + 60_000))).toBeNull();
  });

  it('names why a bot is refused', () => {
    expect(judgeFormGuard('token', formGuard('https://spam.example', start, start + 60_000))).toBe('honeypot');
    expect(judgeFormGuard('nft', formGuard('', start, start + MIN_FILL_MS.nft - 1))).toBe('too_fast');
    expect(judgeFormGuard('nft', formGuard('', start, start - 5))).toBe('too_fast');
  });

  it.each([
    ['no guard', {}],
    ['no body', null],
    ['a honeypot that is not text', { ...formGuard('', start, start + 9_000), [HONEYPOT_FIELD]: 1 }],
    ['times as text', { ...formGuard('', start, start + 9_000), form_started_at: String(start) }],
    ['a fraction of a millisecond', formGuard('', start + 0.5, start + 9_000)],
  ])('takes %s for a form that is not ours', (_label, body) => {
    expect(judgeFormGuard('dapp', body)).toBe('unsigned');
  });

  it('tells a form how much of the minimum is left', () => {
    expect(remainingFillTime('subscribe', start, start + 500)).toBe(MIN_FILL_MS.subscribe - 500);
    expect(remainingFillTime('subscribe', start, start + 60_000)).toBe(0);
  });

  it('never turns the guard into a validation error, nor into a stored value', () => {
    const parsed = schemas.subscribe.safeParse({ email: 'a@b.co', ...formGuard('x', 1, 2) });
    expect(parsed).toMatchObject({ success: true, data: { email: 'a@b.co' } });
    expect(parsed.data).not.toHaveProperty(HONEYPOT_FIELD);
    const carried = z.extend(schemas.subscribe, formGuardShape);
    expect(carried.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(carried.parse({ email: 'a@b.co', ...formGuard('x', 1, 2) })).toEqual({ email: 'a@b.co', ...formGuard('x', 1, 2) });
    expect(z.object(formGuardShape).safeParse({ homepage: [], form_started_at: 'soon' }).success).toBe(true);
  });
});
