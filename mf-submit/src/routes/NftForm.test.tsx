import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@tp/shared';
import { formGuardClock } from '@tp/shared/react';
import { renderSection } from '@tp/shared/testing/render-section';
import { HONEYPOT_FIELD, MIN_FILL_MS } from '@tp/shared/validation/form-guard';
import { Route, Routes } from '@tp/shared/facades/router';
import { CurrentLocation } from '../testing/current-location';
import { fileOf, pngHeader } from '../testing/logo-images';
import { startEachFormAfresh, strings, submitForm, submitProps } from '../testing/fixtures';
import NftForm from './NftForm';

async function fillCollection() {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Network' }), 'eth');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'NFT protocol type' }), 'ERC721');
  await userEvent.type(screen.getByLabelText(/^Collection contract address/), '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
  await userEvent.type(screen.getByLabelText(/^Collection name/), 'Harbour Lights');
  await userEvent.type(screen.getByLabelText(/^Symbol/), 'HBL');
  await userEvent.type(screen.getByLabelText(/^Website/), 'harbour-lights.example.net');
  await userEvent.type(screen.getByLabelText(/^Collection introduction/), 'Lighthouse illustrations.');
  await userEvent.type(screen.getByLabelText(/^Contact e-mail/), 'hello@harbour-lights.example.net');
  await userEvent.type(screen.getByLabelText('Contact 1'), 'Discord: harbourlights');
  await userEvent.upload(screen.getByLabelText(/Collection logo/), fileOf(pngHeader(400, 400), 'hbl.png', 'image/png'));
  await screen.findByRole('img', { name: 'Preview of the chosen logo' });
}

startEachFormAfresh();

describe('NFT form', () => {
  it('requires the protocol type and the collection fields', async () => {
    renderSection(<NftForm />, { ...strings, path: '/submit/nft', props: submitProps() });
    await submitForm();
    const summary = await screen.findByRole('alert', { name: /Please fix/ });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Network is required',
      'NFT protocol type is required',
      'Contract address is required',
      'Name is required',
      'Symbol is required',
      'Logo is required',
      'Website is required',
      'Description is required',
      'Email is required',
      'Contact is required',
    ]);
  });

  it('offers the network NFT protocols of the map, else the common standards', async () => {
    renderSection(<NftForm />, { ...strings, path: '/submit/nft', props: submitProps() });
    const options = () => within(screen.getByRole('combobox', { name: 'NFT protocol type' })).getAllByRole('option').map((o) => o.textContent);
    expect(options()).toContain('ERC-1155');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Network' }), 'eth');
    expect(options()).toEqual(['Choose a protocol', 'ERC721']);
  });

  it('submits a complete collection with its logo', async () => {
    const props = submitProps();
    renderSection(
      <Routes>
        <Route path="submit/nft" element={<NftForm />} />
        <Route path="*" element={<CurrentLocation />} />
      </Routes>,
      { ...strings, path: '/submit/nft', props },
    );
    await fillCollection();
    await submitForm();
    expect(await screen.findByTestId('where')).toHaveTextContent('/success?receipt=D-7Q2M9KX4C8RZT1VB&kind=nft');
    const sent = props.http.requests.find((request) => request.path === '/api/submissions/nft')?.body as FormData;
    expect(JSON.parse(String(sent.get('data')))).toMatchObject({ protocol: 'ERC721', website: 'harbour-lights.example.net', contact: ['Discord: harbourlights'] });
  });

  it('sends the form guard: an empty honeypot and the fill time, waiting out the minimum for a quick person', async () => {
    // A person quicker than the minimum, however long the filling takes on a loaded machine: the clock stands still.
    const now = jest.spyOn(formGuardClock, 'now').mockReturnValue(1_700_000_000_000);
    const sleep = jest.spyOn(formGuardClock, 'sleep').mockResolvedValue();
    const props = submitProps();
    const { container } = renderSection(<NftForm />, { ...strings, path: '/submit/nft', props });
    const honeypot = container.querySelector(`input[name="${HONEYPOT_FIELD}"]`);
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.parentElement).toHaveAttribute('aria-hidden', 'true');
    await fillCollection();
    await submitForm();
    await waitFor(() => expect(props.http.requests.map((request) => request.path)).toContain('/api/submissions/nft'));
    const sent = props.http.requests.find((request) => request.path === '/api/submissions/nft')?.body as FormData;
    const data = JSON.parse(String(sent.get('data')));
    expect(data).toMatchObject({ [HONEYPOT_FIELD]: '', form_started_at: expect.any(Number), form_sent_at: expect.any(Number) });
    expect(data.form_sent_at).toBeGreaterThanOrEqual(data.form_started_at);
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(sleep.mock.calls[0][0]).toBe(MIN_FILL_MS.nft);
    sleep.mockRestore();
    now.mockRestore();
  }, 20_000);

  it.each([
    ['en', 'Too many requests. Please try again in 42 s.'],
    ['ja', 'リクエストが多すぎます。42 秒後にもう一度お試しください。'],
  ] as const)('says in %s how long to wait when the api answers 429, keeping the answers', async (lang, message) => {
    const props = submitProps(
      {
        '/api/submissions/nft': () => {
          throw new HttpError('busy', 429, { result: 429, message: 'Too many requests. Please try again in 42 s.', retryAfter: 42 }, 42);
        },
      },
      lang,
    );
    renderSection(<NftForm />, { ...strings, path: '/submit/nft', props });
    await fillCollection();
    await submitForm();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Collection name/)).toHaveValue('Harbour Lights');
  }, 20_000);
});
