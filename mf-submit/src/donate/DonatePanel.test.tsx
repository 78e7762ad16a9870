import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeviceSize, Locale } from '@tp/shared';
import { recordBusEvents, testSiteSettings } from '@tp/shared/testing';
import { renderSection } from '@tp/shared/testing/render-section';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { submitProps } from '../testing/fixtures';
import { DonatePanel } from './DonatePanel';

function renderPanel({ kind = 'dapp', device = 'web', lang = 'en' }: { kind?: 'dapp' | 'token' | 'nft'; device?: DeviceSize; lang?: Locale } = {}) {
  const props = submitProps({}, lang);
  props.device$.next(device);
  const close = jest.fn();
  const bus = recordBusEvents(props.bus, ['donate:submitted', 'toast']);
  renderSection(<DonatePanel kind={kind} submissionId="draft-7" close={close} />, { namespace: 'submit', strings: lang === 'zh' ? zh : en, props });
  return { props, close, bus };
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

beforeEach(() => window.localStorage.clear());

describe('donate panel', () => {
  it('asks 200 TPT plus a four-digit fraction for a DApp and keeps it for the submission', () => {
    renderPanel();
    const amount = screen.getByTestId('donation-amount').textContent ?? '';
    expect(amount).toMatch(/^200\.[1-9]\d{3}$/);
    expect(window.localStorage.getItem('tp-submit:donation-amount:draft-7')).toBe(amount);
  });

  it('asks 100 TPT plus the fraction otherwise', () => {
    renderPanel({ kind: 'token' });
    expect(screen.getByTestId('donation-amount').textContent).toMatch(/^100\.[1-9]\d{3}$/);
  });

  it('shows the token info with the contract shortened on click of the info element', async () => {
    renderPanel();
    const toggle = screen.getByRole('button', { name: 'Token info' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('donation-contract')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('donation-contract')).toBeVisible();
    expect(screen.getByTestId('donation-contract')).toHaveTextContent('0x111111…11111111');
  });

  it('always shows the token info on mobile', () => {
    renderPanel({ device: 'mobile' });
    expect(screen.queryByRole('button', { name: 'Token info' })).not.toBeInTheDocument();
    expect(screen.getByTestId('donation-contract')).toBeVisible();
  });

  it('shows the BSC receiving address and the swap page in English or Chinese', () => {
    renderPanel();
    expect(screen.getByTestId('donation-address')).toHaveTextContent(testSiteSettings().donation.receivingAddress);
    const swap = screen.getByRole('link', { name: /Swap BNB for TPT/ });
    const { swapPage, tokenContract } = testSiteSettings().donation;
    expect(swap.getAttribute('href')).toContain(`${swapPage}/#/?`);
    expect(swap).toHaveAttribute('href', expect.stringContaining(`outputCurrency=${tokenContract}`));
    expect(swap).toHaveAttribute('href', expect.stringContaining('locale=en'));
    expect(swap).toHaveAttribute('target', '_blank');
    expect(swap).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links the Chinese swap page in zh', () => {
    renderPanel({ lang: 'zh' });
    expect(screen.getByRole('link', { name: new RegExp(zh.donate.swapLink) })).toHaveAttribute('href', expect.stringContaining('locale=zh'));
  });

  it('copies with a toast', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    mockClipboard(writeText);
    const { bus } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Copy receiving address' }));
    expect(writeText).toHaveBeenCalledWith(screen.getByTestId('donation-address').textContent);
    await waitFor(() => expect(bus.ofType('toast')).toEqual([{ type: 'toast', kind: 'success', message: 'Copied' }]));
  });

  it('says "Fail" when copying fails, and the Chinese message in zh', async () => {
    mockClipboard(() => Promise.reject(new Error('denied')));
    document.execCommand = () => false;
    const first = renderPanel();
    await userEvent.click(screen.getAllByRole('button', { name: 'Copy amount' })[0]);
    await waitFor(() => expect(first.bus.ofType('toast')).toEqual([{ type: 'toast', kind: 'error', message: 'Fail' }]));

    const second = renderPanel({ lang: 'zh' });
    await userEvent.click(screen.getByRole('button', { name: zh.donate.copyAmount }));
    await waitFor(() => expect(second.bus.ofType('toast')).toEqual([{ type: 'toast', kind: 'error', message: '复制失败' }]));
  });

  it('asks for the transaction link, then sends {payment, explorer_url} as typed and closes', async () => {
    const { bus, close } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Submit donation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction link is required');
    expect(close).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Paste the transaction link'), 'bscscan.com/tx/0xabc');
    await userEvent.click(screen.getByRole('button', { name: 'Submit donation' }));
    expect(bus.ofType('donate:submitted')).toEqual([
      { type: 'donate:submitted', submissionId: 'draft-7', donation: { payment: screen.getByTestId('donation-amount').textContent, explorer_url: 'bscscan.com/tx/0xabc' } },
    ]);
    expect(close).toHaveBeenCalled();
  });

  it('closes without a donation on "Not now"', async () => {
    const { bus, close } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(close).toHaveBeenCalled();
    expect(bus.ofType('donate:submitted')).toEqual([]);
  });
});

describe('donate parcel', () => {
  it('mounts in the shell dialog with DonateParcelProps and closes after a donation', async () => {
    const { mountRootParcel } = await import('single-spa');
    const { parcels } = await import('../lifecycles');
    const props = submitProps();
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const close = jest.fn();
    const bus = recordBusEvents(props.bus, ['donate:submitted']);
    const parcel = mountRootParcel(parcels.donate, { ...props, kind: 'nft', submissionId: 'receipt-1', close, domElement });
    await parcel.mountPromise;
    expect(await screen.findByRole('heading', { name: 'Donate TPT' })).toBeInTheDocument();
    expect(screen.getByTestId('donation-amount').textContent).toMatch(/^100\./);
    await userEvent.type(screen.getByLabelText('Paste the transaction link'), 'https://bscscan.com/tx/0x1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit donation' }));
    expect(bus.ofType('donate:submitted')[0]).toMatchObject({ submissionId: 'receipt-1', donation: { explorer_url: 'https://bscscan.com/tx/0x1' } });
    expect(close).toHaveBeenCalled();
    await parcel.unmount();
    expect(domElement).toBeEmptyDOMElement();
  });
});
