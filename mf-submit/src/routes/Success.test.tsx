import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@tp/shared';
import { renderSection } from '@tp/shared/testing/render-section';
import { Navigate, Route, Routes } from '@tp/shared/facades/router';
import { RECEIPT, strings, submitProps } from '../testing/fixtures';
import Success from './Success';

const receipt = RECEIPT.receipt;

describe('success screen', () => {
  it('says a DApp is listed after review and links the status page', () => {
    renderSection(<Success />, { ...strings, path: `/success?receipt=${receipt}&kind=dapp`, props: submitProps() });
    expect(screen.getByRole('heading', { name: 'Thank you, your submission is in' })).toBeInTheDocument();
    expect(screen.getByText('Your DApp will be listed after review.')).toBeInTheDocument();
    expect(screen.queryByText(/2 working days/)).not.toBeInTheDocument();
    expect(screen.getByTestId('receipt')).toHaveTextContent(receipt);
    expect(screen.getByRole('link', { name: 'Follow the review' })).toHaveAttribute('href', `/en/submit/status/${receipt}`);
  });

  it('says token requests take up to 2 working days', () => {
    renderSection(<Success />, { ...strings, path: `/success?receipt=${receipt}&kind=token`, props: submitProps() });
    expect(screen.getByText('Your token will be listed after review.')).toBeInTheDocument();
    expect(screen.getByText('Token requests are processed within 2 working days.')).toBeInTheDocument();
  });

  it('shows no receipt or status link for a malformed receipt', () => {
    renderSection(<Success />, { ...strings, path: '/success?receipt=<script>&kind=other', props: submitProps() });
    expect(screen.getByText('Your submission will be listed after review.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Follow the review' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  });

  it('offers to attach a donation again when it could not be attached', async () => {
    let attempts = 0;
    const props = submitProps({
      '/api/submissions/:receipt/donation': (request) => {
        attempts += 1;
        if (attempts === 1) throw new HttpError('offline', 0);
        return { result: 0, data: { ...(request.body as object), created_at: '2025-01-02T03:05:00Z' } };
      },
    });
    const donation = { payment: '200.4821', explorer_url: 'https://bscscan.com/tx/0xabc' };
    renderSection(
      <Routes>
        <Route path="form" element={<Navigate replace to={`/success?receipt=${receipt}&kind=dapp`} state={{ donation, donationFailure: 'network' }} />} />
        <Route path="success" element={<Success />} />
      </Routes>,
      { ...strings, path: '/form', props },
    );
    expect(await screen.findByText('Your submission is in, but the donation of 200.4821 TPT could not be attached yet.')).toBeInTheDocument();
    expect(screen.getByText(/We could not reach the server/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Attach the donation again' }));
    expect(await screen.findByText(/Please check your connection/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Attach the donation again' }));
    expect(await screen.findByText('Your donation of 200.4821 TPT is attached to the submission.')).toBeInTheDocument();
    expect(props.http.requests.filter((r) => r.path === `/api/submissions/${receipt}/donation`)).toHaveLength(2);
  });
});
