import type { GuardedForm, GuardRefusal } from '@tp/shared/validation';
import type { Queryable } from '../db/database';

/** Counts one quiet refusal for today: one row per day, form and reason however many bots come. */
export async function countFormRefusal(db: Queryable, form: GuardedForm, reason: GuardRefusal): Promise<void> {
  await db.query(
    `insert into form_refusals (day, form, reason, count) values (current_date, $1, $2, 1)
     on conflict (day, form, reason) do update set count = form_refusals.count + 1`,
    [form, reason],
  );
}

export interface FormRefusalCount {
  readonly day: string;
  readonly form: GuardedForm;
  readonly reason: GuardRefusal;
  readonly count: number;
}

/** The counts of the last `days` days, newest first. */
export function formRefusalCounts(db: Queryable, days: number): Promise<FormRefusalCount[]> {
  return db.query<FormRefusalCount>(
    `select to_char(day, 'YYYY-MM-DD') as day, form, reason, count from form_refusals
     where day > current_date - $1::int order by day desc, form, reason`,
    [days],
  );
}
