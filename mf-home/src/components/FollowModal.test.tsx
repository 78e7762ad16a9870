import { screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { testSiteSettings } from '@tp/shared/testing';
import { renderSection } from '@tp/shared/testing/render-section';
import { socialChannels } from '../content/links';
import en from '../locales/en.json';
import { FollowModal } from './FollowModal';

const site = testSiteSettings();
const telegramOf = (lang: 'en' | 'ko' | 'zh' | 'zh-tw') => socialChannels(lang, site).find((channel) => channel.id === 'telegram')!;
const telegram = telegramOf('en');

function renderModal(onClose = jest.fn()) {
  renderSection(<FollowModal channel={telegram} onClose={onClose} />, { namespace: 'home', strings: en });
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Follow us on Telegram' }) };
}

describe('FollowModal', () => {
  it('has two descriptions, a link button and a close icon', () => {
    const { dialog } = renderModal();
    expect(dialog).toHaveTextContent('You are about to open our official Telegram channel in a new tab.');
    expect(dialog).toHaveTextContent(/Staff never send private messages first/);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Telegram' })).toBeDisabled();
  });

  it('shows the link to the channel only after the visitor confirms', async () => {
    const user = userEvent.setup();
    renderModal();
    expect(screen.queryByRole('link', { name: /Continue to Telegram/ })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /I will never share my recovery phrase/ }));
    const link = screen.getByRole('link', { name: /Continue to Telegram/ });
    expect(link).toHaveAttribute('href', telegram.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByRole('link', { name: /Continue to Telegram/ })).toBeNull();
  });

  it('gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Follow
          </button>
          {open && <FollowModal channel={telegram} onClose={() => setOpen(false)} />}
        </>
      );
    }
    renderSection(<Opener />, { namespace: 'home', strings: en });
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveFocus();
  });

  it('closes with the close icon and with Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('sends Korean visitors to the Korean Telegram group', () => {
    expect(telegramOf('ko').url).toBe(site.social.telegram.ko);
    expect(telegram.url).toBe(site.social.telegram.en);
    expect(telegramOf('zh-tw').url).toBe(site.social.telegram.zh);
  });
});
