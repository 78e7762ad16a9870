import { SEARCH_TOTAL_CAP } from '@tp/shared/api/paths';
import type { Dapp } from '@tp/shared/api/types';
import { HydrateWhenSeen, lazyComponent, useObservableValue, useShell } from '@tp/shared/react';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link, useNavigate, useNavigationType, useSearchParams } from '@tp/shared/facades/router';
import { CategoryTabs } from '../components/CategoryTabs';
import { CommunityTutorials } from '../components/CommunityTutorials';
import { DappGridSkeleton } from '../components/DappGridSkeleton';
import { NetworkFilter } from '../components/NetworkFilter';
import { EmptyNotice, ErrorNotice } from '../components/Notice';
import { SearchBox, type SearchTrigger } from '../components/SearchBox';
import { SupportedNetworks } from '../components/SupportedNetworks';
import { shownCategory, sourceKey, storeSource } from '@tp/shared/dappstore/dapp-source';
import { useDappList, useDappStore } from '../state/dapp-store';
import { useFavoriteIds } from '../state/favorites';
import { addRecentSearch } from '../state/recent-searches';
import { useHistoryStep } from '../hooks/use-history-step';
import { parseStoreQuery, STORE_PARAMS, storeSearch, type StoreParam } from '@tp/shared/dappstore/store-query';
import styles from './StorePage.module.css';

/** Stands for the name in the translated sentence, where the link goes. */
const NAME_SLOT = '\u0000';

/** "Did you mean …?" in the visitor's language, the name a link to its search. */
function DidYouMean({ sentence, children }: { sentence: string; children: ReactNode }) {
  const [before, after = ''] = sentence.split(NAME_SLOT);
  return (
    <p>
      {before}
      {children}
      {after}
    </p>
  );
}

// The list and its virtualiser load while the categories do: the page's heading and search need neither.
export const DappListView = lazyComponent(() => import('../components/DappListView'));

/** /{lang}/dappstore: categories, network filter, search, favourites, and the list they choose. */
export default function StorePage() {
  const { t } = useTranslation();
  const chains = useObservableValue(useShell().chains$);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => parseStoreQuery(params), [params]);
  const { categoryList } = useDappStore();
  const favoriteIds = useFavoriteIds();
  const headingId = useId();

  const categories = categoryList.status === 'ready' ? categoryList.data : null;
  const { categoryId, unknown: unknownCategory } = shownCategory(query, categories);
  const { network, search } = query;
  const source = storeSource(query, categoryId, favoriteIds);
  const controls = useDappList(source);

  // A new list chosen from further down the page (a network in the side column) starts at its heading.
  const listSection = useRef<HTMLElement>(null);
  const navigationType = useNavigationType();
  const listKey = source === null ? null : sourceKey(source);
  const shownList = useRef(listKey);
  useEffect(() => {
    const previous = shownList.current;
    shownList.current = listKey;
    if (previous === null || previous === listKey || navigationType === 'POP') return;
    const section = listSection.current;
    if (section && section.getBoundingClientRect().top < 0) section.scrollIntoView({ block: 'start' });
  }, [listKey, navigationType]);

  const view = { categoryId: query.categoryId, network, search, favorites: query.favorites };
  // The address asked for last. A pause in typing and Enter can both ask for the same search before the page has
  // re-rendered from the first (renders are transitions): the second must not add a step of history.
  const here = params.toString();
  const requested = useRef(here);
  useEffect(() => {
    requested.current = here;
  }, [here]);
  // A step through history leaves what was asked for, even when the page never rendered it.
  useHistoryStep((params) => (requested.current = params.toString()));
  const go = (search: string, replace = false) => {
    const next = search.replace(/^\?/, '');
    if (next === requested.current) return;
    requested.current = next;
    navigate({ search }, { replace });
  };

  const onSearch = (text: string, trigger: SearchTrigger) => {
    // Refining a search replaces the entry; starting, choosing or leaving one is a step of history.
    const replace = trigger === 'typed' && search !== '' && text !== '';
    go(storeSearch({ ...view, search: text, favorites: text ? false : view.favorites }), replace);
  };

  const onOpenResult = useCallback(() => addRecentSearch(search), [search]);
  const keepFavorites = useCallback((dapp: Dapp) => favoriteIds.includes(dapp.id), [favoriteIds]);

  const invalid: StoreParam[] = [...query.invalid, ...(unknownCategory ? [STORE_PARAMS.category] : [])];
  const selectedName = categories?.find((category) => category.hid === categoryId)?.name ?? '';
  const heading = search ? t('search.resultsTitle', { query: search }) : query.favorites ? t('favorites.title') : selectedName;

  let list;
  if (source === null) {
    list =
      categoryList.status === 'error' ? (
        <ErrorNotice message={t('categories.error')} onRetry={categoryList.retry} />
      ) : categoryList.status === 'ready' ? (
        <EmptyNotice title={t('categories.none')} />
      ) : (
        <DappListView controls={controls} label={heading} empty={null} />
      );
  } else if (source.kind === 'search') {
    const { suggestion } = controls.list;
    list = (
      <DappListView
        controls={controls}
        label={heading}
        query={search}
        onOpen={onOpenResult}
        empty={
          <EmptyNotice title={t('search.noRecords')}>
            {suggestion ? (
              <DidYouMean sentence={t('search.didYouMean', { name: NAME_SLOT })}>
                <Link to={{ search: storeSearch({ ...view, search: suggestion }) }} className={styles.suggestion}>
                  {suggestion}
                </Link>
              </DidYouMean>
            ) : (
              <p>{t('search.noRecordsHint')}</p>
            )}
          </EmptyNotice>
        }
      />
    );
  } else if (source.kind === 'favorites') {
    list = <DappListView controls={controls} label={heading} keep={keepFavorites} empty={<EmptyNotice title={t('favorites.empty')} />} />;
  } else {
    list = (
      <DappListView
        controls={controls}
        label={heading}
        empty={
          <EmptyNotice title={network ? t('list.emptyNetwork') : t('list.empty')}>
            {network && (
              <Link to={{ search: storeSearch({ ...view, network: null }) }}>{t('list.showAllNetworks')}</Link>
            )}
          </EmptyNotice>
        }
      />
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('store.title')}</h1>
        <p className={styles.subtitle}>{t('store.subtitle')}</p>
        <SearchBox query={search} onSearch={onSearch} />
      </header>

      {invalid.map((field) => (
        <p key={field} className={styles.invalid} role="status">
          {t('store.invalidParam', { field })}
        </p>
      ))}

      <div className={styles.toolbar}>
        <CategoryTabs categories={categoryList} selected={search ? null : query.favorites ? 'favorites' : categoryId} network={network} />
        <NetworkFilter chains={chains} value={network} onChange={(next) => go(storeSearch({ ...view, network: next }))} />
      </div>

      <div className={styles.layout}>
        <section ref={listSection} className={styles.main} aria-labelledby={headingId}>
          <div className={styles.listHead}>
            <h2 id={headingId} className={styles.listTitle}>
              {heading || ' '}
            </h2>
            {search && controls.list.status === 'ready' && !!controls.list.total && (
              <span className={styles.count}>
                {controls.list.total >= SEARCH_TOTAL_CAP
                  ? t('search.resultsCapped', { number: SEARCH_TOTAL_CAP })
                  : t('search.results', { count: controls.list.total })}
              </span>
            )}
            {search && (
              <button type="button" className={styles.textButton} onClick={() => go(storeSearch({ ...view, search: '' }))}>
                {t('search.close')}
              </button>
            )}
          </div>
          <Suspense fallback={<DappGridSkeleton />}>{list}</Suspense>
        </section>
        <aside className={styles.aside}>
          {/* Below the list on a phone: it hydrates on its own, when it comes near or the browser is idle. */}
          <HydrateWhenSeen>
            <SupportedNetworks chains={chains} selected={network} linkFor={(next) => ({ search: storeSearch({ ...view, network: next }) })} />
            <CommunityTutorials dapps={controls.list.dappList} />
          </HydrateWhenSeen>
        </aside>
      </div>
    </div>
  );
}
