import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SitePage } from './site-page';

export const NO_MORE = "No more news. You're all caught up.";
export const NOT_FOUND = 'This page could not be found.';

interface NewsListAnswer {
  readonly result: number;
  readonly data: readonly { readonly id: number; readonly lang: string; readonly create_time: string }[] | null;
}

/** Every published item of a content language, read from the api page by page as the list does. */
export async function allNewsFromApi(request: APIRequestContext, contentLang: string) {
  const items: NonNullable<NewsListAnswer['data']>[number][] = [];
  for (let start = 0; ; start += 20) {
    const answer = (await (await request.get(`/v1/news/list?start=${start}&count=20&status=0&lang=${contentLang}`)).json()) as NewsListAnswer;
    if (!answer.data?.length) return items;
    items.push(...answer.data);
  }
}

/** The news list (/{lang}/news) and its articles (/{lang}/news/{id}). */
export class NewsPage extends SitePage {
  constructor(page: Page) {
    super(page);
  }

  async gotoList(lang = 'en') {
    const response = await this.goto(`/${lang}/news`);
    await expect(this.items.first()).toBeVisible();
    return response;
  }

  /** The list itself, marked with the content language it asked for. */
  get feed(): Locator {
    return this.main.locator('[data-content-lang]');
  }

  get items(): Locator {
    return this.feed.getByRole('article');
  }

  get itemLinks(): Locator {
    return this.items.getByRole('link');
  }

  get loadMoreButton(): Locator {
    return this.main.getByRole('button', { name: 'Load more' });
  }

  get noMore(): Locator {
    return this.main.getByText(NO_MORE);
  }

  /** The title inside an article: the list's own heading stays on screen while an opened article loads (a transition). */
  get articleTitle(): Locator {
    return this.main.locator('article').getByRole('heading', { level: 1 });
  }

  /** Presses 'Load more' and waits for the list to grow or to say there is no more. */
  async loadMore(): Promise<number> {
    const before = await this.items.count();
    await this.loadMoreButton.click();
    await expect(async () => {
      const grown = (await this.items.count()) > before;
      expect(grown || (await this.noMore.isVisible())).toBe(true);
    }).toPass();
    return this.items.count();
  }

  async scrollY(): Promise<number> {
    return this.page.evaluate(() => Math.round(window.scrollY));
  }

  async scrollTo(y: number): Promise<number> {
    await this.page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => this.scrollY()).toBe(y);
    return y;
  }

  /** The link of the first item fully inside the viewport, below the sticky header: clicking it scrolls nothing. */
  async itemLinkInView(): Promise<Locator> {
    const index = await this.page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-content-lang] article a')).findIndex((link) => {
        const box = link.getBoundingClientRect();
        return box.top > 120 && box.bottom < window.innerHeight - 20;
      }),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    return this.itemLinks.nth(index);
  }
}
