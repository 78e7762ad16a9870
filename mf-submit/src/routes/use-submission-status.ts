import { useCallback, useEffect, useState } from 'react';
import type { SubmissionStatus } from '@tp/shared';
import { isReceipt, normalizeReceipt } from '@tp/shared/api/receipt';
import { useShell } from '@tp/shared/react';
import { failureKind, type FailureKind } from '../form/server-errors';

export type StatusState =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | { readonly status: 'failed'; readonly failure: FailureKind }
  | { readonly status: 'ready'; readonly submission: SubmissionStatus; readonly refreshing: boolean };

/** The public status of one receipt, reloadable without losing what is shown. */
export function useSubmissionStatus(typed: string): { state: StatusState; reload(): void } {
  const { api } = useShell();
  const receipt = normalizeReceipt(typed);
  const wellFormed = isReceipt(receipt);
  const [state, setState] = useState<StatusState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => {
    setState((current) => (current.status === 'ready' ? { ...current, refreshing: true } : { status: 'loading' }));
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!wellFormed) return;
    let live = true;
    api.submissionStatus(receipt).then(
      (submission) => live && setState(submission ? { status: 'ready', submission, refreshing: false } : { status: 'missing' }),
      (error: unknown) => live && setState({ status: 'failed', failure: failureKind(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, receipt, wellFormed, attempt]);

  // A receipt that cannot exist is not worth a call.
  return { state: wellFormed ? state : { status: 'missing' }, reload };
}
