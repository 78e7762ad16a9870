import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, HttpError } from '@tp/shared';
import { recordBusEvents, testSiteSettings } from '@tp/shared/testing';
import { HONEYPOT_FIELD } from '@tp/shared/validation/form-guard';
import zh from '../locales/zh.json';
import { renderAt } from '../testing/render';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import type * as ReactI18nextFacade from '@tp/shared/facades/react-i18next';
import { Footer } from './Footer';

jest.mock('@tp/shared/facades/react-i18next', () => {
  const actual = jest.requireActual<typeof ReactI18nextFacade>('@tp/shared/facades/react-i18next');
  return { ...actual, useTranslation: jest.fn(actual.useTranslation) };
});

const SUBSCRIBE = '/api/tokenPocket/subscribe';

describe('footer links', () => {
  it('asks react-i18next for a translator per column set, not per link (each ask is costly as the page hydrates)', () => {
    jest.mocked(useTranslation).mockClear();
    renderAt('/en', <Footer />);
    expect(jest.mocked(useTranslation).mock.calls.length).toBeLessThan(screen.getAllByRole('link').length / 4);
  });

  it('has the social links of the spec', () => {
    renderAt('/en', <Footer />);
    const social = screen.getByRole('list', { name: 'Follow us' });
    const names = [...social.querySelectorAll('a, button')].map((element) => element.getAttribute('title'));
    expect(names).toEqual(['X (Twitter)', 'Telegram', 'Community forum', 'YouTube', 'Discord', 'GitHub', 'Medium', 'E-mail us']);
    for (const link of within(social).getAllByRole('link')) {
      const href = link.getAttribute('href')!;
      if (href.startsWith('mailto:')) continue;
      expect(href).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(within(social).getByRole('link', { name: 'E-mail us' })).toHaveAttribute('href', `mailto:${testSiteSettings().mail.contact}`);
    expect(within(social).getByRole('link', { name: /^X \(Twitter\)/ })).toHaveAttribute('href', testSiteSettings().social.x);
  });

  it('has the eight link columns, internal links following without a reload', async () => {
    const user = userEvent.setup();
    const { props } = renderAt('/en', <Footer />);
    const columns = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(columns).toEqual(['Products', 'Tools', 'Explorer', 'Build', 'Learn', 'Company', 'Support', 'Legal']);
    await user.click(screen.getByRole('link', { name: 'Submit a token' }));
    expect(props.navigate.calls).toEqual(['/en/submit/token']);
    for (const name of ['Bug bounty', 'Brand kit', 'Guides', 'Forum', 'Help center', 'Market']) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('target', '_blank');
    }
    for (const name of ['About us', 'Careers', 'Developer center', 'Submit an NFT', 'Mobile wallet']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('target');
    }
  });

  it('links the English legal pages in English and the Chinese ones in Chinese', () => {
    const legal = () => within(screen.getByRole('group', { name: 'Legal' })).getAllByRole('link');
    const { unmount } = renderAt('/en', <Footer />);
    expect(legal().map((link) => link.getAttribute('href'))).toEqual([expect.stringMatching(/\/en\/privacy\.html$/), expect.stringMatching(/\/en\/terms\.html$/)]);
    unmount();
    renderAt('/zh', <Footer />, { lang: 'zh' });
    const region = screen.getByRole('group', { name: zh.footer.legal });
    expect(within(region).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      expect.stringMatching(/\/zh\/privacy\.html$/),
      expect.stringMatching(/\/zh\/terms\.html$/),
    ]);
  });

  it('has a copyright line of its locale', () => {
    const year = String(new Date().getFullYear());
    const { unmount } = renderAt('/en', <Footer />);
    const english = screen.getByText(/All rights reserved/).textContent!;
    expect(english).toContain(year);
    unmount();
    renderAt('/zh', <Footer />, { lang: 'zh' });
    expect(screen.getByText(zh.footer.copyright.replace('{{since}}', '2018').replace('{{year}}', year).replace('{{name}}', 'TP Wallet'))).toBeInTheDocument();
    expect(zh.footer.copyright).not.toEqual('© {{since}}–{{year}} {{name}}. All rights reserved.');
  });

  it('counts the years in Thai as Thai dates do (Buddhist Era)', () => {
    renderAt('/th', <Footer />, { lang: 'th' });
    const buddhistYear = String(new Date().getUTCFullYear() + 543);
    expect(screen.getByText(`© 2561–${buddhistYear} TP Wallet สงวนลิขสิทธิ์`)).toBeInTheDocument();
    expect(formatDate(new Date(), 'th', { year: 'numeric', timeZone: 'UTC' })).toContain(buddhistYear);
  });
});

describe('telegram', () => {
  const openTelegram = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    return screen.getByRole('dialog');
  };

  // Handles of the site settings, changed from the test defaults: the footer shows what the settings say.
  const site = testSiteSettings();
  const handles = { zh: 'https://t.me/Wallet_Zh_Group', ko: 'https://t.me/Wallet_Ko_Group', en: 'https://t.me/Wallet_En_Group' };
  const settings = { ...site, social: { ...site.social, telegram: handles } };

  it.each([
    ['en', handles.en],
    ['ru', handles.en],
    ['ko', handles.ko],
    ['zh', handles.zh],
    ['zh-tw', handles.zh],
  ] as const)('opens a modal with the group of %s, from the site settings', async (lang, group) => {
    const user = userEvent.setup();
    renderAt(`/${lang}`, <Footer />, { lang, site: settings });
    const dialog = await openTelegram(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const link = within(dialog).getByRole('link');
    expect(link).toHaveAttribute('href', group);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('closes with its close button or Escape, giving focus back', async () => {
    const user = userEvent.setup();
    renderAt('/en', <Footer />);
    let dialog = await openTelegram(user);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Telegram' })).toHaveFocus();

    dialog = await openTelegram(user);
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    renderAt('/en', <Footer />);
    const dialog = await openTelegram(user);
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('subscribe', () => {
  const input = () => screen.getByRole('textbox', { name: 'Subscribe to our newsletter' });
  const submit = () => screen.getByRole('button', { name: 'Subscribe' });

  it("refuses an invalid address with 'Error Email!' and sends nothing", async () => {
    const user = userEvent.setup();
    const { props } = renderAt('/en', <Footer />, { routes: { [SUBSCRIBE]: () => ({ result: 0 }) } });
    await user.type(input(), 'not-an-email');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Email!');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Error Email!');
    expect(input()).toHaveFocus();
    expect(props.http.requests).toEqual([]);

    await user.type(input(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an empty address too', async () => {
    const user = userEvent.setup();
    renderAt('/en', <Footer />);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Email!');
  });

  it('shows the Chinese message in zh', async () => {
    const user = userEvent.setup();
    renderAt('/zh', <Footer />, { lang: 'zh' });
    await user.type(screen.getByRole('textbox', { name: zh.subscribe.title }), 'a@b');
    await user.click(screen.getByRole('button', { name: zh.subscribe.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('邮箱格式错误！');
  });

  it("subscribes, says 'Subscribe sucess' and clears the box", async () => {
    const user = userEvent.setup();
    const { props } = renderAt('/en', <Footer />, { routes: { [SUBSCRIBE]: () => ({ result: 0, message: 'ok' }) } });
    const toasts = recordBusEvents(props.bus, ['toast']);
    await user.type(input(), '  Reader@Example.com ');
    await user.click(submit());
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(props.http.requests).toMatchObject([{ method: 'POST', path: SUBSCRIBE, body: { email: 'reader@example.com' } }]);
    expect(toasts.ofType('toast')).toEqual([{ type: 'toast', kind: 'success', message: 'Subscribe sucess' }]);
  });

  it("says the Chinese success message in zh", async () => {
    const user = userEvent.setup();
    const { props } = renderAt('/zh', <Footer />, { lang: 'zh', routes: { [SUBSCRIBE]: () => ({ result: 0 }) } });
    const toasts = recordBusEvents(props.bus, ['toast']);
    await user.type(screen.getByRole('textbox', { name: zh.subscribe.title }), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: zh.subscribe.submit }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: zh.subscribe.title })).toHaveValue(''));
    expect(toasts.ofType('toast')).toEqual([{ type: 'toast', kind: 'success', message: zh.subscribe.success }]);
  });

  it("shows the server's message as an error toast on a non-zero result, keeping the address", async () => {
    const user = userEvent.setup();
    const { props } = renderAt('/en', <Footer />, {
      routes: { [SUBSCRIBE]: () => ({ result: 1, message: 'This e-mail is already subscribed' }) },
    });
    const toasts = recordBusEvents(props.bus, ['toast']);
    await user.type(input(), 'reader@example.com');
    await user.click(submit());
    await waitFor(() => expect(toasts.ofType('toast')).toEqual([{ type: 'toast', kind: 'error', message: 'This e-mail is already subscribed' }]));
    expect(input()).toHaveValue('reader@example.com');
    expect(submit()).toHaveAttribute('aria-disabled', 'false');
  });

  it("shows the server's message when it refuses with an error status", async () => {
    const user = userEvent.setup();
    const { props } = renderAt('/en', <Footer />, {
      routes: {
        [SUBSCRIBE]: () => {
          throw new HttpError('refused', 409, { result: 409, message: 'Already subscribed' });
        },
      },
    });
    const toasts = recordBusEvents(props.bus, ['toast']);
    await user.type(input(), 'reader@example.com');
    await user.click(submit());
    await waitFor(() => expect(toasts.ofType('toast')).toEqual([{ type: 'toast', kind: 'error', message: 'Already subscribed' }]));
  });

  it('shows a network failure in an error toast', async () => {
    const user = userEvent.setup();
    const { props } = renderAt('/en', <Footer />, {
      routes: {
        [SUBSCRIBE]: () => {
          throw new HttpError('POST /api/tokenPocket/subscribe failed: network error', 0);
        },
      },
    });
    const toasts = recordBusEvents(props.bus, ['toast']);
    await user.type(input(), 'reader@example.com');
    await user.click(submit());
    await waitFor(() => expect(toasts.ofType('toast')).toEqual([
      { type: 'toast', kind: 'error', message: 'Could not reach the server. Check your connection and try again.' },
    ]));
    expect(input()).toHaveValue('reader@example.com');
  });

  it('sends the form guard with the address: an empty honeypot and the time the box was shown and sent', async () => {
    const user = userEvent.setup();
    const { props, container } = renderAt('/en', <Footer />, { routes: { [SUBSCRIBE]: () => ({ result: 0 }) } });
    const honeypot = container.querySelector(`input[name="${HONEYPOT_FIELD}"]`);
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.parentElement).toHaveAttribute('inert');
    await user.type(input(), 'reader@example.com');
    await user.click(submit());
    await waitFor(() => expect(props.http.requests).toHaveLength(1));
    const body = props.http.requests[0].body as Record<string, unknown>;
    expect(body).toEqual({ email: 'reader@example.com', [HONEYPOT_FIELD]: '', form_started_at: expect.any(Number), form_sent_at: expect.any(Number) });
    expect(body.form_sent_at).toBeGreaterThanOrEqual(body.form_started_at as number);
  });

  it.each([
    ['en', 'Too many requests. Please try again in 42 s.'],
    ['zh', '请求过于频繁，请在 42 秒后重试。'],
  ] as const)('says in %s how long to wait past the rate limit, keeping the address', async (lang, message) => {
    const user = userEvent.setup();
    const { props } = renderAt(`/${lang}`, <Footer />, {
      lang,
      routes: {
        [SUBSCRIBE]: () => {
          throw new HttpError('busy', 429, { result: 429, message: 'Too many requests. Please try again in 42 s.', retryAfter: 42 }, 42);
        },
      },
    });
    const toasts = recordBusEvents(props.bus, ['toast']);
    const box = screen.getByRole('textbox', { name: lang === 'zh' ? zh.subscribe.title : 'Subscribe to our newsletter' });
    await user.type(box, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: lang === 'zh' ? zh.subscribe.submit : 'Subscribe' }));
    await waitFor(() => expect(toasts.ofType('toast')).toEqual([{ type: 'toast', kind: 'error', message }]));
    expect(box).toHaveValue('reader@example.com');
  });

  it('sends one request at a time', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    const { props } = renderAt('/en', <Footer />, { routes: { [SUBSCRIBE]: () => new Promise((resolve) => (answer = resolve)) } });
    await user.type(input(), 'reader@example.com');
    await user.click(submit());
    await waitFor(() => expect(props.http.requests).toHaveLength(1));
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit());
    await act(async () => {});
    expect(props.http.requests).toHaveLength(1);
    await act(async () => answer({ result: 0 }));
    expect(submit()).toHaveAttribute('aria-disabled', 'false');
  });
});

describe('visibility', () => {
  it("hides and shows with the shell's footer visibility", () => {
    const { props, container } = renderAt('/en', <Footer />);
    expect(container).not.toBeEmptyDOMElement();
    act(() => props.footerVisible$.next(false));
    expect(container).toBeEmptyDOMElement();
    act(() => props.footerVisible$.next(true));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
