import type { Dapp } from '@tp/shared/api/types';
import { COMMON_NAMESPACE, useLang, useResource, useShell } from '@tp/shared/react';
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { useLocation, useNavigate, useNavigationType } from '@tp/shared/facades/router';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useHistoryStep } from '../hooks/use-history-step';
import { addRecentSearch, clearRecentSearches, useRecentSearches } from '../state/recent-searches';
import { detailPath, MAX_SEARCH_LENGTH, parseStoreQuery } from '@tp/shared/dappstore/store-query';
import type { DetailLinkState } from './DappCard';
import { DappIcon } from './DappIcon';
import { Highlight } from './Highlight';
import styles from './SearchBox.module.css';

/** Typing settles for this long before the list is searched: no request per keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Suggestions follow the typing more closely than the list does. */
export const SUGGEST_DEBOUNCE_MS = 120;
/** DApps offered under the field while typing. */
export const SUGGESTION_COUNT = 6;

/** `typed`: the visitor paused while typing; `chosen`: pressed Enter or picked a recent or hot search. */
export type SearchTrigger = 'typed' | 'chosen';

export interface SearchBoxProps {
  /** The search of the URL. */
  readonly query: string;
  readonly onSearch: (text: string, trigger: SearchTrigger) => void;
}

/**
 * The store's search field, with recent searches (kept in this browser) and the api's hot searches
 * while it is empty, and DApps matching what is typed (a combobox: arrows choose, Enter opens) once it is not.
 */
export function SearchBox({ query, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  const { api } = useShell();
  const lang = useLang();
  const ids = { input: useId(), recent: useId(), hot: useId(), suggestions: useId() };
  const [text, setText] = useState(query);
  const [open, setOpen] = useState(false);
  const [wantsHot, setWantsHot] = useState(false);
  const recent = useRecentSearches();
  const hot = useResource(wantsHot ? `hot:${lang}` : null, () => api.hotList());
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const location = useLocation();
  const storeSearch = location.search;

  // DApps for what is typed: the api's best matches, forgiving typos, offered once typing pauses.
  const typed = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const suggested = useResource(open && typed !== '' ? `suggest:${lang}:${typed}` : null, () =>
    api.search({ key: typed, start: 0, count: SUGGESTION_COUNT }),
  );
  // Only for the text still in the field: an answer for an older text would offer the wrong DApps.
  const options: readonly Dapp[] = suggested.status === 'ready' && typed === text.trim() ? suggested.data.list : [];
  const showOptions = open && options.length > 0;
  const [active, setActive] = useState({ for: '', index: -1 });
  const activeIndex = active.for === typed && active.index < options.length ? active.index : -1;
  const optionId = (dapp: Dapp) => `${ids.suggestions}-${dapp.id}`;

  // The URL changed under the field (a category link): show its search. Back and forward always bring the
  // entry's search back, even when the page never rendered the search being left (renders are transitions).
  const [shown, setShown] = useState({ query, entry: location.key });
  if (query !== shown.query || location.key !== shown.entry) {
    setShown({ query, entry: location.key });
    const walkedHistory = location.key !== shown.entry && navigationType === 'POP';
    if ((query !== shown.query || walkedHistory) && query !== text.trim()) setText(query);
  }

  // Also when the search being left never rendered: Back then lands on the entry the field still shows.
  useHistoryStep((params) => setText(parseStoreQuery(params).search));

  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The text a DApp was opened from: the visitor left the store, so a pause that ends after it must not search
  // (the store stays on screen while the DApp's page loads, and its search would take the address back).
  const leftWith = useRef<string | null>(null);
  useEffect(() => {
    // Only a pause in typing searches; a field just reset from the URL has nothing new to say.
    if (settled !== text || settled.trim() === query || settled === leftWith.current) return;
    onSearch(settled.trim(), 'typed');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const choose = (term: string) => {
    const clean = term.trim().slice(0, MAX_SEARCH_LENGTH);
    setText(clean);
    setOpen(false);
    if (clean) addRecentSearch(clean);
    if (clean !== query) onSearch(clean, 'chosen');
  };

  const openPanel = () => {
    setOpen(true);
    setWantsHot(true);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    choose(text);
  };

  const openDapp = (dapp: Dapp) => {
    if (text.trim()) addRecentSearch(text.trim().slice(0, MAX_SEARCH_LENGTH));
    setOpen(false);
    leftWith.current = text;
    const state: DetailLinkState = { storeSearch };
    navigate(detailPath(dapp.id), { state });
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) setOpen(true);
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = activeIndex === -1 && step === -1 ? options.length : activeIndex;
      setActive({ for: typed, index: (from + step + options.length) % options.length });
    } else if (event.key === 'Enter' && showOptions && activeIndex >= 0) {
      event.preventDefault();
      openDapp(options[activeIndex]);
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const showPanel = open && text.trim() === '';

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={onSubmit}
      onBlur={onBlur}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <label htmlFor={ids.input} className="tp-visually-hidden">
        {t('search.label')}
      </label>
      <div className={styles.field}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          id={ids.input}
          className={styles.input}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showOptions}
          aria-controls={ids.suggestions}
          aria-activedescendant={showOptions && activeIndex >= 0 ? optionId(options[activeIndex]) : undefined}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            leftWith.current = null;
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onInputKey}
          onFocus={openPanel}
          onClick={openPanel}
        />
        {text !== '' && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('search.clear')}
            onClick={() => {
              choose('');
              input.current?.focus();
            }}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      <ul
        id={ids.suggestions}
        role="listbox"
        aria-label={t('search.suggestions')}
        className={styles.options}
        hidden={!showOptions}
        // Keeps the focus in the field while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {showOptions &&
          options.map((dapp, index) => (
            <li
              key={dapp.id}
              id={optionId(dapp)}
              role="option"
              aria-selected={index === activeIndex}
              className={styles.option}
              onClick={() => openDapp(dapp)}
              onMouseMove={() => index !== activeIndex && setActive({ for: typed, index })}
            >
              <DappIcon src={dapp.icon_url} name={dapp.title} size={28} />
              <span className={styles.optionName}>
                <Highlight text={dapp.title} query={typed} />
              </span>
            </li>
          ))}
      </ul>
      <p className="tp-visually-hidden" role="status">
        {showOptions ? t('search.suggestionCount', { count: options.length }) : ''}
      </p>
      {/* Next to the field in the page's order: Tab goes from the field to the suggestions. */}
      <div
        className={styles.panel}
        hidden={!showPanel}
        // Keeps the focus in the field while a suggestion is clicked, so the panel stays until the click lands.
        onMouseDown={(event) => event.preventDefault()}
      >
        <section aria-labelledby={ids.recent} className={styles.group}>
          <div className={styles.groupHead}>
            <h2 id={ids.recent} className={styles.groupTitle}>
              {t('search.recent')}
            </h2>
            {recent.length > 0 && (
              <button type="button" className={styles.textButton} onClick={clearRecentSearches} aria-label={t('search.clearRecentLabel')}>
                {t('search.clearRecent')}
              </button>
            )}
          </div>
          {recent.length > 0 ? (
            <ul className={styles.chips}>
              {recent.map((term) => (
                <li key={term}>
                  <button type="button" className={styles.chip} onClick={() => choose(term)}>
                    {term}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('search.noRecent')}</p>
          )}
        </section>
        <section aria-labelledby={ids.hot} className={styles.group}>
          <h2 id={ids.hot} className={styles.groupTitle}>
            {t('search.hot')}
          </h2>
          {hot.status === 'loading' && (
            <ul className={styles.chips} aria-busy="true">
              {Array.from({ length: 5 }, (_, index) => (
                <li key={index} className={styles.chipSkeleton} />
              ))}
            </ul>
          )}
          {hot.status === 'error' && (
            <p className={styles.muted} role="alert">
              {t('search.hotError')}{' '}
              <button type="button" className={styles.textButton} onClick={hot.retry}>
                {tc('retry')}
              </button>
            </p>
          )}
          {hot.status === 'ready' &&
            (hot.data.keywords.length > 0 ? (
              <ol className={styles.chips}>
                {hot.data.keywords.map((keyword, index) => (
                  <li key={keyword}>
                    <button type="button" className={styles.chip} onClick={() => choose(keyword)}>
                      <span className={index < 3 ? styles.rankTop : styles.rank}>{index + 1}</span>
                      {keyword}
                    </button>
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.muted}>{t('search.noHot')}</p>
            ))}
        </section>
      </div>
    </form>
  );
}
