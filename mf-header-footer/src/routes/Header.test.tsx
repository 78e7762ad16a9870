import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goTo, renderAt } from '../testing/render';
import { Header } from './Header';

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const menuButton = (name: string) => within(nav()).getByRole('button', { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollTo(0));

describe('header navigation', () => {
  it('has the six groups of the spec, the DApp store and news', () => {
    renderAt('/en', <Header />);
    for (const name of ['Products', 'Tools', 'Trade', 'Build', 'Support']) expect(menuButton(name)).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'DApp Store' })).toHaveAttribute('href', '/en/dappstore?category_id=99998');
    expect(within(nav()).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/en/news');
  });

  it('lists every entry of each group', () => {
    renderAt('/en', <Header />);
    const entries = (name: string) =>
      within(panelOf(menuButton(name)))
        .getAllByRole('link', { hidden: true })
        .map((link) => link.querySelector('[data-part="label"]')!.textContent);
    expect(entries('Products')).toEqual(['Mobile wallet', 'Browser extension', 'Desktop wallet', 'Hardware wallet', 'Card']);
    expect(entries('Tools')).toEqual([
      'Approval detector', 'Token security check', 'Key generator', 'Token profile', 'Token claim',
      'Inscription helper', 'Batch sender', 'Authenticity check', 'Energy rental',
    ]);
    expect(entries('Trade')).toEqual(['Swap', 'Bridge', 'Buy crypto', 'Market']);
    expect(entries('Build')).toEqual(['Developer center', 'Submit a DApp', 'Submit a token', 'Submit an NFT', 'Submit a chain']);
    expect(entries('Support')).toEqual(['Help center', 'Contact us', 'Forum']);
    expect(panelOf(menuButton('Tools'))).toHaveTextContent('Save up to 75% of fees');
  });

  it('follows internal entries without a reload and opens external ones safely', async () => {
    const user = userEvent.setup();
    const { props } = renderAt('/en/about', <Header />);
    await user.click(menuButton('Build'));
    await user.click(within(panelOf(menuButton('Build'))).getByRole('link', { name: 'Submit a DApp' }));
    expect(props.navigate.calls).toEqual(['/en/submit/dapp']);

    await user.click(menuButton('Trade'));
    const swap = within(panelOf(menuButton('Trade'))).getByRole('link', { name: /Swap/ });
    expect(swap).toHaveAttribute('target', '_blank');
    expect(swap).toHaveAttribute('rel', 'noopener noreferrer');
    expect(swap).toHaveAccessibleName('Swap (opens in a new tab)');
    expect(swap.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('opens the DApp store on its trending category', async () => {
    const user = userEvent.setup();
    const { props } = renderAt('/en/news', <Header />);
    await user.click(within(nav()).getByRole('link', { name: 'DApp Store' }));
    expect(props.navigate.calls).toEqual(['/en/dappstore?category_id=99998']);
  });

  it('marks the link of the current page', () => {
    renderAt('/en/news', <Header />);
    expect(within(nav()).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'DApp Store' })).not.toHaveAttribute('aria-current');
  });
});

describe('desktop submenus', () => {
  it('open on click with aria-expanded and aria-controls, and close on a second click', async () => {
    const user = userEvent.setup();
    renderAt('/en', <Header />);
    const products = menuButton('Products');
    const panel = panelOf(products);
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    await user.click(products);
    expect(panel).not.toBeVisible();
  });

  it('open on hover and close on mouse leave; only one is open at a time', async () => {
    const user = userEvent.setup();
    renderAt('/en', <Header />);
    await user.hover(menuButton('Tools'));
    expect(menuButton('Tools')).toHaveAttribute('aria-expanded', 'true');
    await user.hover(menuButton('Trade'));
    expect(menuButton('Tools')).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton('Trade')).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(menuButton('Trade'));
    expect(menuButton('Trade')).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when a hovered menu is clicked (a tap on a touch screen)', async () => {
    const user = userEvent.setup();
    renderAt('/en', <Header />);
    await user.click(menuButton('Support'));
    expect(menuButton('Support')).toHaveAttribute('aria-expanded', 'true');
  });

  it('close on an outside click, on Escape and on a resize', async () => {
    const user = userEvent.setup();
    renderAt('/en', <Header />);
    const build = menuButton('Build');

    await user.click(build);
    await user.click(document.body);
    expect(build).toHaveAttribute('aria-expanded', 'false');

    await user.click(build);
    await user.keyboard('{Escape}');
    expect(build).toHaveAttribute('aria-expanded', 'false');
    expect(build).toHaveFocus();

    await user.click(build);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(build).toHaveAttribute('aria-expanded', 'false');
  });

  it('work from the keyboard alone', async () => {
    const user = userEvent.setup();
    renderAt('/en', <Header />);
    const products = menuButton('Products');
    products.focus();
    await user.keyboard('{Enter}');
    expect(products).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(products).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    const links = within(panelOf(products)).getAllByRole('link');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(links.at(-1)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(products).toHaveFocus();
    expect(products).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    await user.tab({ shift: true });
    expect(products).toHaveFocus();
    await user.tab({ shift: true });
    expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  it('close when the page changes', async () => {
    const user = userEvent.setup();
    renderAt('/en', <Header />);
    await user.click(menuButton('Products'));
    act(() => goTo('/en/news'));
    expect(menuButton('Products')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('theme toggle', () => {
  it('writes the shell theme', async () => {
    const user = userEvent.setup();
    const { props } = renderAt('/en', <Header />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(props.theme$.getValue()).toBe('dark');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(props.theme$.getValue()).toBe('light');
  });
});

describe('language switcher', () => {
  const languageButton = () => screen.getByRole('button', { name: /^Language:/ });

  it('lists the 12 languages by their own names', async () => {
    const user = userEvent.setup();
    renderAt('/en', <Header />);
    expect(languageButton()).toHaveAccessibleName('Language: English');
    await user.click(languageButton());
    const names = within(panelOf(languageButton()))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['简体中文', '繁體中文', 'English', '한국어', 'Русский', 'Español', 'हिन्दी', 'Filipino', 'Português', '日本語', 'Tiếng Việt', 'ไทย']);
    expect(within(panelOf(languageButton())).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('replaces the locale of a deep path, keeps the query, and closes the menus', async () => {
    const user = userEvent.setup();
    const { props } = renderAt('/en/news/42?from=home&x=1', <Header />);
    await user.click(languageButton());
    const korean = within(panelOf(languageButton())).getByRole('link', { name: '한국어' });
    expect(korean).toHaveAttribute('href', '/ko/news/42?from=home&x=1');
    await user.click(korean);
    expect(props.navigate.calls).toEqual(['/ko/news/42?from=home&x=1']);
    expect(languageButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('works on a 404 page with an unknown language', async () => {
    const user = userEvent.setup();
    const { props } = renderAt('/xx/news', <Header />);
    await user.click(languageButton());
    await user.click(screen.getByRole('link', { name: '简体中文' }));
    expect(props.navigate.calls).toEqual(['/zh/news']);
  });

  it('closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderAt('/en', <Header />);
    await user.click(languageButton());
    await user.keyboard('{Escape}');
    expect(languageButton()).toHaveAttribute('aria-expanded', 'false');
    expect(languageButton()).toHaveFocus();
  });
});

describe('scrolled background', () => {
  const bar = (container: HTMLElement) => container.querySelector('[data-scrolled]')!;

  it('appears once the page is scrolled', () => {
    const { container } = renderAt('/en/news', <Header />);
    expect(bar(container)).toHaveAttribute('data-scrolled', 'false');
    scrollTo(120);
    expect(bar(container)).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(bar(container)).toHaveAttribute('data-scrolled', 'false');
  });

  it('never appears on the DApp store, where the header scrolls away', () => {
    const { container } = renderAt('/en/dappstore?category_id=99998', <Header />);
    scrollTo(120);
    expect(bar(container)).toHaveAttribute('data-scrolled', 'false');
    expect(bar(container)).toHaveAttribute('data-fixed', 'false');
  });
});

describe('zh banner', () => {
  const banner = () => screen.queryByRole('complementary');

  beforeEach(() => sessionStorage.clear());

  it('shows on the zh home page with a learn-more link', () => {
    renderAt('/zh', <Header />, { lang: 'zh' });
    const link = within(banner()!).getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('does not show in other languages or on other pages', () => {
    renderAt('/en', <Header />);
    expect(banner()).toBeNull();
    act(() => goTo('/zh/news'));
    expect(banner()).toBeNull();
  });

  it('can be closed for the rest of the visit', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAt('/zh', <Header />, { lang: 'zh' });
    await user.click(within(banner()!).getByRole('button'));
    expect(banner()).toBeNull();
    unmount();
    renderAt('/zh', <Header />, { lang: 'zh' });
    expect(banner()).toBeNull();
  });
});

describe('mobile menu', () => {
  const toggle = () => screen.getByRole('button', { name: 'Menu' });

  /** The header on /en at a device size, with its menu opened by a click. */
  async function openMenuOn(device: 'mobile' | 'ipad') {
    const user = userEvent.setup();
    const { props } = renderAt('/en', <Header />);
    act(() => props.device$.next(device));
    await user.click(toggle());
    return { user, props };
  }

  it('opens and closes, with aria-expanded and aria-controls', async () => {
    const user = userEvent.setup();
    const { props } = renderAt('/en', <Header />);
    act(() => props.device$.next('mobile'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(toggle()).toHaveAttribute('popovertarget', panel.id);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('expands its groups as an accordion and follows a link, closing itself', async () => {
    const { user, props } = await openMenuOn('mobile');
    const panel = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    const products = within(panel).getByRole('button', { name: 'Products' });
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(panel).getByRole('link', { name: 'Mobile wallet' }));
    expect(props.navigate.calls).toEqual(['/en/download/app']);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps focus inside while open and gives it back on Escape', async () => {
    const { user } = await openMenuOn('mobile');
    const panel = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    const focusable = [toggle(), ...within(panel).getAllByRole('button'), ...within(panel).getAllByRole('link')];
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(focusable).toContain(document.activeElement);
    }
    await user.tab({ shift: true });
    expect(focusable).toContain(document.activeElement);
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes when the screen becomes wide', async () => {
    const { props } = await openMenuOn('ipad');
    act(() => props.device$.next('web'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('narrow desktop', () => {
  const realResizeObserver = globalThis.ResizeObserver;

  afterEach(() => {
    globalThis.ResizeObserver = realResizeObserver;
  });

  /** Lays the navigation out `listWidth` wide in a box `boxWidth` wide (jsdom has no layout). */
  function layOut(listWidth: number, boxWidth: number) {
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(element: Element) {
        if (element.tagName === 'UL') Object.defineProperty(element, 'offsetWidth', { value: listWidth, configurable: true });
        else Object.defineProperty(element, 'clientWidth', { value: boxWidth, configurable: true });
        this.callback([], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }

  it('hands the navigation to the menu button when the labels do not fit', async () => {
    layOut(910, 830);
    const user = userEvent.setup();
    const { container } = renderAt('/ru/news', <Header />);
    expect(container.querySelector('[data-compact]')).toHaveAttribute('data-compact', 'true');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the bar when they fit', () => {
    layOut(800, 830);
    const { container } = renderAt('/en/news', <Header />);
    expect(container.querySelector('[data-compact]')).toHaveAttribute('data-compact', 'false');
  });
});
