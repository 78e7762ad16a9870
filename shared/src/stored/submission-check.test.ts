import { checkCheckJobPayload } from './submission-check';

describe('a check job’s payload read back', () => {
  it('reads the check id, and refuses any other shape naming the job', () => {
    expect(checkCheckJobPayload(12, { check_id: 7 })).toEqual({ ok: true, value: { check_id: 7 } });
    expect(checkCheckJobPayload(12, { checkId: 7 })).toEqual({ ok: false, problem: 'the payload of job 12 (jobs.payload) is damaged: check_id: expected number' });
    expect(checkCheckJobPayload(12, { check_id: 0 })).toEqual({ ok: false, problem: 'the payload of job 12 (jobs.payload) is damaged: check_id: expected more than 0' });
  });
});
