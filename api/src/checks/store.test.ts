import type { Queryable } from '../db/database';
import { checkRow } from './store';

/** A database whose submission_checks holds one row, as a test writes it. */
const holding = (row: Record<string, unknown>): Queryable => ({ query: async <T>() => [row] as T[], exec: async () => {} });

const ROW = { id: 7, submission_id: 3, kind: 'donation', subject: 'donation', state: 'pending', attempts: 0, created_at: '2026-11-24T10:00:00Z' };

describe('a check read back by its job', () => {
  it('reads its details, keeping fields a later release added', async () => {
    const row = await checkRow(holding({ ...ROW, details: { expected_amount: '200.4821', confirmations: 2, note: 'later' } }), 7);
    expect(row?.details).toEqual({ expected_amount: '200.4821', confirmations: 2, note: 'later' });
    expect(row?.created_at).toEqual(new Date('2026-11-24T10:00:00Z'));
  });

  it('refuses damaged details, naming the check and the field', async () => {
    await expect(checkRow(holding({ ...ROW, details: { confirmations: '2' } }), 7)).rejects.toThrow(
      'the details of check 7 (submission_checks.details) is damaged: confirmations: expected number',
    );
    await expect(checkRow(holding({ ...ROW, details: null }), 7)).rejects.toThrow('the details of check 7 (submission_checks.details) is damaged: the value: expected object');
  });
});
