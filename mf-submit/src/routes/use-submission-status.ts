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

/** How often an open status page asks again while its donation is being checked on chain. */
export const DONATION_POLL_MS = 15_000;

/**
 * The public status of one receipt, reloadable without losing what is shown.
 * While the donation's check is pending, it is asked again every
 * DONATION_POLL_MS (not while the tab is hidden), so the page follows it.
 */
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

  const checking = state.status === 'ready' && state.submission.donation_check?.state === 'pending';
  useEffect(() => {
    if (!checking) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') setAttempt((n) => n + 1);
    }, DONATION_POLL_MS);
    return () => clearInterval(timer);
  }, [checking]);

  // A receipt that cannot exist is not worth a call.
  return { state: wellFormed ? state : { status: 'missing' }, reload };
}
