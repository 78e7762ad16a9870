import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type SubmissionStatus } from '@tp/shared';
import { recordBusEvents } from '@tp/shared/testing';
import { renderSection } from '@tp/shared/testing/render-section';
import { Route, Routes } from 'react-router';
import { RECEIPT, strings, submitProps } from '../test-utils';
import Status from './Status';

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
});
