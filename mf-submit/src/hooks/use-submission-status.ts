import { useEffect } from 'react';
import type { SubmissionStatus } from '@tp/shared';
import { isReceipt, normalizeReceipt } from '@tp/shared/api/receipt';
import { useResource, useShell } from '@tp/shared/react';
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
  // A receipt that cannot exist is not worth a call.
  const wellFormed = isReceipt(receipt);
  const asked = useResource(wellFormed ? `status:${receipt}` : null, () => api.submissionStatus(receipt));
  const { reload } = asked;

  const checking = asked.status === 'ready' && asked.data?.donation_check?.state === 'pending';
  useEffect(() => {
    if (!checking) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') reload();
    }, DONATION_POLL_MS);
    return () => clearInterval(timer);
  }, [checking, reload]);

  let state: StatusState;
  if (!wellFormed) state = { status: 'missing' };
  else if (asked.status === 'error') state = { status: 'failed', failure: failureKind(asked.error) };
  else if (asked.status === 'loading') state = { status: 'loading' };
  else state = asked.data ? { status: 'ready', submission: asked.data, refreshing: asked.refreshing } : { status: 'missing' };
  return { state, reload };
}
