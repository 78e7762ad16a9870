import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type SubmissionStatus } from '@tp/shared';
import { recordBusEvents } from '@tp/shared/testing';
import { renderSection } from '@tp/shared/testing/render-section';
import { Route, Routes } from '@tp/shared/facades/router';
import { RECEIPT, strings, submitProps } from '../testing/fixtures';
import Status from './Status';
import { DONATION_POLL_MS } from '../hooks/use-submission-status';

const receipt = RECEIPT.receipt;

const status = (overrides: Partial<SubmissionStatus> = {}): SubmissionStatus => ({
  receipt,
  kind: 'dapp',
  status: 'received',
  created_at: '2025-01-02T03:04:05Z',
  updated_at: '2025-01-03T08:00:00Z',
  title: 'Lotus Swap',
  reason: null,
  reason_code: null,
  donation: null,
  donation_check: null,
  ...overrides,
});

function renderStatus(answer: () => unknown, path = `/submit/status/${receipt}`) {
  const props = submitProps({ '/api/submissions/:receipt': answer });
  renderSection(
    <Routes>
      <Route path="submit/status/:receipt" element={<Status />} />
    </Routes>,
    { ...strings, path, props },
  );
  return props;
}

describe('status page', () => {
  it('shows the state of a receipt, with the review progress', async () => {
    renderStatus(() => ({ result: 0, data: status({ status: 'in_review' }) }));
    expect(await screen.findByRole('heading', { name: 'Lotus Swap' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('In reviewA reviewer is checking your submission.');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('In review');
    expect(screen.queryByRole('heading', { name: 'Reason' })).not.toBeInTheDocument();
  });

  it('shows the reason of a rejection', async () => {
    renderStatus(() => ({ result: 0, data: status({ status: 'rejected', reason: 'The contract is not on mainnet.' }) }));
    expect(await screen.findByRole('heading', { name: 'Reason' })).toBeInTheDocument();
    expect(screen.getByText('The contract is not on mainnet.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Rejected');
  });

  it('shows a listed reason in the reader’s language, with the reviewer’s note', async () => {
    renderStatus(() => ({ result: 0, data: status({ status: 'rejected', reason_code: 'unreachable', reason: 'HTTP 502 on 2025-01-03.' }) }));
    expect(await screen.findByText('The website or links could not be reached.')).toBeInTheDocument();
    expect(screen.getByText('HTTP 502 on 2025-01-03.')).toBeInTheDocument();
  });

  it('says "No records found" for an unknown receipt, without asking for a malformed one', async () => {
    renderStatus(() => { throw new HttpError('not found', 404); });
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    const props = renderStatus(() => ({ result: 0, data: status() }), '/submit/status/unknown-receipt');
    expect(screen.getAllByText('No records found')).toHaveLength(2);
    expect(props.http.requests).toEqual([]);
  });

  it('offers a retry when the status cannot be loaded', async () => {
    let calls = 0;
    renderStatus(() => {
      calls += 1;
      if (calls === 1) throw new HttpError('offline', 0);
      return { result: 0, data: status({ status: 'listed' }) };
    });
    expect(await screen.findByText(/We could not reach the server/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Approved and listed. Thank you!')).toBeInTheDocument();
  });

  it('refreshes to follow the review', async () => {
    let state: SubmissionStatus['status'] = 'received';
    renderStatus(() => ({ result: 0, data: status({ status: state }) }));
    expect(await screen.findByText('Received', { selector: '[data-state] *, [data-state]', exact: false })).toBeInTheDocument();
    state = 'listed';
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Approved and listed. Thank you!')).toBeInTheDocument();
  });

  it('lets the submitter donate later, attaching the payment to the receipt', async () => {
    let donation: SubmissionStatus['donation'] = null;
    const props = renderStatus(() => ({ result: 0, data: status({ donation }) }));
    const bus = recordBusEvents(props.bus, ['donate:open']);
    await userEvent.click(await screen.findByRole('button', { name: 'Donate TPT' }));
    expect(bus.ofType('donate:open')).toEqual([{ type: 'donate:open', kind: 'dapp', submissionId: receipt, lang: 'en' }]);
    donation = { payment: '200.1234', explorer_url: 'https://bscscan.com/tx/0x9', created_at: '2025-01-03T09:00:00Z' };
    act(() => props.bus.emit({ type: 'donate:submitted', submissionId: receipt, donation: { payment: '200.1234', explorer_url: 'https://bscscan.com/tx/0x9' } }));
    expect(await screen.findByText(/^200\.1234 TPT/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View transaction' })).toHaveAttribute('href', 'https://bscscan.com/tx/0x9');
    expect(screen.queryByRole('button', { name: 'Donate TPT' })).not.toBeInTheDocument();
  });

  describe('the donation check', () => {
    const donation = { payment: '200.4821', explorer_url: 'https://bscscan.com/tx/0x1', created_at: '2025-01-02T03:05:00Z' };
    const check = (overrides: Partial<NonNullable<SubmissionStatus['donation_check']>>) => ({
      state: 'pending' as const, reason: 'queued' as const, expected_amount: '200.4821', confirmations: null, required_confirmations: 15, ...overrides,
    });

    it.each([
      [check({ state: 'confirmed', reason: null, confirmations: 20 }), 'Donation confirmed'],
      [check({ reason: 'awaitingConfirmations', confirmations: 0 }), 'Waiting for 15 confirmations'],
      [check({ reason: 'awaitingConfirmations', confirmations: 4 }), 'Waiting for 15 confirmations (4 so far)'],
      [check({ state: 'failed', reason: 'wrongAmount' }), 'Wrong amount: expected 200.4821 TPT'],
      [check({ state: 'failed', reason: 'wrongChain' }), 'The link is not a BNB Smart Chain transaction'],
      [check({ state: 'unverified', reason: 'noEndpoint' }), 'Not verified automatically: a reviewer will check the donation'],
      [check({ reason: 'transactionNotFound' }), 'Looking for the transaction on BNB Smart Chain…'],
    ])('says where the donation stands: %o', async (donationCheck, text) => {
      renderStatus(() => ({ result: 0, data: status({ donation, donation_check: donationCheck }) }));
      expect(await screen.findByTestId('donation-check')).toHaveTextContent(text);
    });

    it('follows a pending check while the page is open, without a reload', async () => {
      jest.useFakeTimers();
      try {
        let current = check({ reason: 'awaitingConfirmations', confirmations: 3 });
        const props = renderStatus(() => ({ result: 0, data: status({ donation, donation_check: current }) }));
        expect(await screen.findByTestId('donation-check')).toHaveTextContent('Waiting for 15 confirmations (3 so far)');
        current = check({ state: 'confirmed', reason: null, confirmations: 15 });
        await act(async () => {
          jest.advanceTimersByTime(DONATION_POLL_MS);
        });
        expect(await screen.findByText('Donation confirmed')).toBeInTheDocument();
        const asked = props.http.requests.length;
        // Settled: no more asking.
        await act(async () => {
          jest.advanceTimersByTime(DONATION_POLL_MS * 3);
        });
        expect(props.http.requests).toHaveLength(asked);
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
