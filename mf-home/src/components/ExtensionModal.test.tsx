import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from '@tp/shared/facades/rxjs';
import type { DeviceSize } from '@tp/shared';
import { recordBusEvents, testSiteSettings } from '@tp/shared/testing';
import { renderSection } from '@tp/shared/testing/render-section';
import en from '../locales/en.json';
import { ExtensionModal } from './ExtensionModal';

function renderModal(device: DeviceSize) {
  const onClose = jest.fn();
  const result = renderSection(<ExtensionModal onClose={onClose} />, {
    namespace: 'home',
    strings: en,
    device$: new BehaviorSubject<DeviceSize>(device),
  });
  return { onClose, bus: recordBusEvents(result.props.bus, ['toast']) };
}

describe('ExtensionModal', () => {
  // user-event installs its own clipboard stub on setup(); each test replaces it after that.
  let writeText: jest.Mock;
  const stubClipboard = (impl: (text: string) => Promise<void>) => {
    writeText = jest.fn(impl);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  };

  it("offers 'Use It Now' on desktop, linking to the extension", () => {
    renderModal('web');
    expect(screen.getByRole('dialog', { name: 'TP Wallet browser extension' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Use It Now' });
    expect(link).toHaveAttribute('href', testSiteSettings().links.extension);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: 'Copy Link' })).toBeNull();
  });

  it("offers 'Copy Link' on mobile: copies, closes and shows a toast", async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.resolve());
    const { onClose, bus } = renderModal('mobile');
    expect(screen.queryByRole('link', { name: 'Use It Now' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(testSiteSettings().links.extension);
    expect(onClose).toHaveBeenCalled();
    expect(bus.ofType('toast')).toEqual([{ type: 'toast', kind: 'success', message: 'Copied' }]);
  });

  it('reports a failed copy with an error toast and stays open', async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new Error('denied')));
    const { onClose, bus } = renderModal('mobile');

    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(bus.ofType('toast')).toEqual([{ type: 'toast', kind: 'error', message: 'Fail' }]);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Extension install link' })).toHaveValue(testSiteSettings().links.extension);
  });
});
