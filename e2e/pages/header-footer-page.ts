import { expect, type Locator } from '@playwright/test';
import { SitePage } from './site-page';

/** The header and footer of any page: menus, language switcher, theme, mobile menu, subscribe box. */
export class HeaderFooterPage extends SitePage {
  /** The header's navigation (the desktop bar, or the open mobile menu). */
  get nav(): Locator {
    return this.header.getByRole('navigation', { name: 'Main' });
  }

  menuButton(name: string): Locator {
    return this.nav.getByRole('button', { name, exact: true });
  }

  /** The submenu a menu button controls. */
  async panelOf(button: Locator): Promise<Locator> {
    const id = await button.getAttribute('aria-controls');
    expect(id).toBeTruthy();
    return this.page.locator(`[id="${id}"]`);
  }

  /** The language switcher's button, whatever the page's language. */
  get languageButton(): Locator {
    return this.header.locator('button[aria-controls$="-languages"]');
  }

  async chooseLanguage(ownName: string) {
    await this.languageButton.click();
    await this.header.getByRole('link', { name: ownName, exact: true }).click();
  }

  get themeSwitch(): Locator {
    return this.header.getByRole('switch');
  }

  get mobileMenuToggle(): Locator {
    return this.header.getByRole('button', { name: 'Menu' });
  }

  /** The mobile menu's panel, open or not (a popover its toggle opens). */
  get mobileMenu(): Locator {
    return this.header.locator('nav[popover]');
  }

  /** The header's bar, which carries `data-scrolled`. */
  get bar(): Locator {
    return this.header.locator('[data-scrolled]');
  }

  get subscribeInput(): Locator {
    return this.footer.getByRole('textbox');
  }

  async subscribe(email: string) {
    await this.whenHydrated(this.subscribeInput);
    await this.subscribeInput.fill(email);
    await this.footer.getByRole('button', { name: /Subscribe|订阅/ }).click();
  }

  /** A toast the shell shows, by its text. */
  toast(text: string): Locator {
    return this.page.getByRole('status').getByText(text, { exact: true });
  }

  /** The element that has keyboard focus, described for assertions. */
  async focusedName(): Promise<string> {
    return this.page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element ? `${element.tagName.toLowerCase()}:${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}` : '';
    });
  }

  /** Presses Tab until the focused element matches, at most `limit` times. */
  async tabTo(matches: RegExp, limit = 20) {
    for (let i = 0; i < limit; i++) {
      await this.page.keyboard.press('Tab');
      if (matches.test(await this.focusedName())) return;
    }
    throw new Error(`Tab never reached ${matches}; focus is on ${await this.focusedName()}`);
  }
}
