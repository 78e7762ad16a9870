import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@tp/shared';
import { renderSection } from '@tp/shared/testing/render-section';
import { EMPTY_TOKEN_SUMMARY, VALID_TOKEN } from '@tp/shared/validation/fixtures';
import { keepFormDraft, messageOf, startEachFormAfresh, strings, submitForm, submitProps } from '../testing/fixtures';
import TokenForm from './TokenForm';

const keepDraft = (values: object) => keepFormDraft('token', { ...VALID_TOKEN, ...values }, 'maple.png');

startEachFormAfresh();

describe('token form', () => {
  it('says "X is required" for every field and "Logo is required" (docs/product.md §5.2)', async () => {
    renderSection(<TokenForm />, { ...strings, path: '/submit/token', props: submitProps() });
    await submitForm();
    const summary = await screen.findByRole('alert', { name: /Please fix/ });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(EMPTY_TOKEN_SUMMARY);
  });

  it('counts characters and says when the website or the introduction is too long', async () => {
    await keepDraft({ website: `https://maple.example.com/${'a'.repeat(200)}`, description: 'x'.repeat(2001) });
    renderSection(<TokenForm />, { ...strings, path: '/submit/token', props: submitProps() });
    expect(screen.getByText('2,001/2,000')).toBeInTheDocument();
    expect(screen.getByText('226/200')).toBeInTheDocument();
    await submitForm();
    await screen.findByRole('alert', { name: /Please fix/ });
    expect(messageOf(/^Official website/)).toBe('Official Website is too long');
    expect(messageOf(/^Token introduction/)).toBe('Token Introduction is too long');
  });

  it('offers the standards the protocol map lists for the network, and free text elsewhere', async () => {
    renderSection(<TokenForm />, { ...strings, path: '/submit/token', props: submitProps() });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Network' }), 'eth');
    const choice = screen.getByRole('combobox', { name: /Token standard/ });
    expect(within(choice).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a standard', 'ERC20']);
    // The same rows either way (label, hint, control, the counter's row): the field keeps its height when it changes.
    const rows = (control: HTMLElement) => Array.from(control.parentElement!.children).map((row) => (row === control ? 'control' : row.tagName));
    expect(choice).toHaveAccessibleDescription('For example ERC20, BEP20, TRC20 or SPL.');
    const chosen = rows(choice);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Network' }), 'trx');
    const typed = screen.getByRole('textbox', { name: /Token standard/ });
    expect(typed).toHaveAccessibleDescription(/^For example ERC20, BEP20, TRC20 or SPL\./);
    expect(rows(typed)).toEqual(chosen);
  });

  it('checks both addresses against the network', async () => {
    await keepDraft({ network: 'trx' });
    renderSection(<TokenForm />, { ...strings, path: '/submit/token', props: submitProps() });
    await submitForm();
    await screen.findByRole('alert', { name: /Please fix/ });
    expect(messageOf(/^Token contract address/)).toBe('Please enter a valid address for this network');
    expect(messageOf(/^Owner address/)).toBe('Please enter a valid address for this network');
  });

  it('shows a duplicate refusal of the api on the contract field', async () => {
    await keepDraft({});
    const props = submitProps({
      '/api/submissions/token': () => {
        throw new HttpError('conflict', 409, { result: 409, message: 'duplicate', errors: [{ field: 'address', key: 'duplicateToken', message: 'This token has already been submitted' }] });
      },
    });
    renderSection(<TokenForm />, { ...strings, path: '/submit/token', props });
    await submitForm();
    await screen.findByRole('alert', { name: /Please fix/ });
    expect(messageOf(/^Token contract address/)).toBe('This token has already been submitted');
  });

  it.each([
    ['how long, when the api says', 30, 'Too many requests. Please try again in 30 s.'],
    ['a while, when it does not', undefined, 'Too many submissions from this connection.'],
  ])('asks to wait %s when the api is busy', async (_label, retryAfter, text) => {
    await keepDraft({});
    renderSection(<TokenForm />, {
      ...strings,
      path: '/submit/token',
      props: submitProps({ '/api/submissions/token': () => { throw new HttpError('busy', 429, { result: 429, message: 'slow down' }, retryAfter); } }),
    });
    await submitForm();
    expect(await screen.findByRole('alert', { name: 'Your submission was not sent' })).toHaveTextContent(text);
  });
});
