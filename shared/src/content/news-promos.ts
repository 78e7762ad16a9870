import type { ApiClient } from '../api/client';
import type { Activity, Ad, Banner } from '../api/types';
import type { Locale } from '../i18n/locales';
import { withHttpUrls, withSafeLinks } from './safe-url';

/** What the news list shows beside the news: banners, activities and ads. */
export interface NewsPromos {
  readonly banners: readonly Banner[];
  readonly activities: readonly Activity[];
  readonly ads: readonly Ad[];
}

/**
 * The news list's promotions, as the site server renders the page with them and the browser loads them.
 * They are extras: one that fails leaves its place empty and the page whole. Banners need an http link
 * (docs/product.md §3.7); activities and ads may also lead to a page of the site.
 */
export async function loadNewsPromos(api: ApiClient, lang: Locale): Promise<NewsPromos> {
  const [banners, activities, ads] = await Promise.all([
    api.bannerList({ lang }).catch(() => undefined),
    api.activityList({ lang }).catch(() => undefined),
    api.adList({ lang }).catch(() => undefined),
  ]);
  return { banners: withHttpUrls(banners), activities: withSafeLinks(activities), ads: withSafeLinks(ads) };
}
