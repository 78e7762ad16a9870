import { useCallback, useEffect, useState } from 'react';
import { filter } from '@tp/shared/facades/rxjs';
import type { DonationPayment } from '@tp/shared';
import { useLang, useShell } from '@tp/shared/react';
import type { SubmissionKind } from '@tp/shared/api/types';

export interface DonationState {
  readonly value: DonationPayment | null;
  /** Opens the shell's donate dialog for this submission (any section could do the same). */
  open(): void;
  remove(): void;
}

/** The donation of a submission-to-be: what the donate panel sent back for `submissionId`. */
export function useDonation(kind: SubmissionKind, submissionId: string, initial: DonationPayment | null): DonationState {
  const { bus } = useShell();
  const lang = useLang();
  const [value, setValue] = useState(initial);

  useEffect(() => {
    const subscription = bus
      .on('donate:submitted')
      .pipe(filter((event) => event.submissionId === submissionId))
      .subscribe((event) => setValue(event.donation));
    return () => subscription.unsubscribe();
  }, [bus, submissionId]);

  const open = useCallback(() => bus.emit({ type: 'donate:open', kind, submissionId, lang }), [bus, kind, submissionId, lang]);
  const remove = useCallback(() => setValue(null), []);
  return { value, open, remove };
}
