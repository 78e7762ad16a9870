import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { API_PATHS } from '@tp/shared/api/paths';
import { withHttpUrls } from '@tp/shared/content/safe-url';
import { SitePage } from './site-page';

export const STORE_API = {
  list: API_PATHS.categoryDappList,
  search: API_PATHS.search,
  hot: API_PATHS.hotList,
  byIds: API_PATHS.dappsByIds,
} as const;

export interface ApiDapp {
  readonly id: number;
  readonly title: string;
  readonly url: string;
  readonly networks: readonly string[];
}

/** A page of a category as the store shows it, straight from the api: only DApps with an http(s) link, as the store's client keeps them. */
export async function categoryPageFromApi(request: APIRequestContext, categoryId: number, options: { network?: string; start?: number } = {}) {
  const query = new URLSearchParams({ category_id: String(categoryId), start: String(options.start ?? 0), count: '40' });
  if (options.network) query.set('ns', options.network);
  const answer = (await (await request.get(`${STORE_API.list}?${query}`, { headers: { lang: 'en' } })).json()) as { data: ApiDapp[] };
  return withHttpUrls(answer.data);
}

/** The DApp store (/{lang}/dappstore) and its detail page (/{lang}/dappstore/detail?id=…). */
export class DappStorePage extends SitePage {
  /** Every api call the page made, in order. */
  readonly apiCalls: URL[] = [];

  constructor(page: Page) {
    super(page);
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/')) this.apiCalls.push(url);
    });
  }

  callsTo(path: string): URL[] {
    return this.apiCalls.filter((url) => url.pathname === path);
  }

  async gotoStore(query = '', lang = 'en') {
    const response = await this.goto(`/${lang}/dappstore${query}`);
    await expect(this.cards.first()).toBeVisible();
    return response;
  }

  async gotoDetail(id: number, lang = 'en') {
    const response = await this.goto(`/${lang}/dappstore/detail?id=${id}`);
    await expect(this.detailTitle).toBeVisible();
    return response;
  }

  get categories(): Locator {
    return this.main.getByRole('navigation', { name: 'DApp categories' });
  }

  category(name: string): Locator {
    return this.categories.getByRole('link', { name, exact: true });
  }

  get selectedCategory(): Locator {
    return this.categories.locator('[aria-current="true"]');
  }

  get networkFilter(): Locator {
    return this.main.getByRole('combobox', { name: 'Network' });
  }

  get searchBox(): Locator {
    return this.main.getByRole('combobox', { name: 'Search DApps' });
  }

  get recentSearches(): Locator {
    return this.main.getByRole('region', { name: 'Recent searches' });
  }

  get hotSearches(): Locator {
    return this.main.getByRole('region', { name: 'Hot searches' });
  }

  /** The heading above the list: the category, the search or the favourites. */
  get listHeading(): Locator {
    return this.main.getByRole('heading', { level: 2 }).first();
  }

  /** The DApp cards in the page (the list keeps only those near the view). */
  get cards(): Locator {
    return this.main.locator('[role="listitem"][aria-posinset]');
  }

  get cardTitles(): Locator {
    return this.cards.getByRole('heading', { level: 3 });
  }

  favoriteButton(title: string): Locator {
    return this.main.getByRole('button', { name: `Favorite ${title}`, exact: true });
  }

  get loadMoreButton(): Locator {
    return this.main.getByRole('button', { name: 'Load more' });
  }

  /** How many DApps the list holds, as it announces. */
  async shownCount(): Promise<number> {
    const text = await this.main.getByText(/^\d+ DApps? shown$/).textContent();
    return Number(text?.split(' ')[0]);
  }

  get detailTitle(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  get enterButton(): Locator {
    return this.main.getByRole('link', { name: 'Enter DApp' });
  }

  get riskDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Risk statement' });
  }

  /** The titles of the cards in the page, in order: their text, not their rendered text (innerText), which the rows far below the view, not laid out yet, do not have. */
  async titlesInPage(): Promise<string[]> {
    return this.cardTitles.allTextContents();
  }
}
