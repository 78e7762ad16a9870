import type { Category } from '@tp/shared/api/types';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { Link } from '@tp/shared/facades/router';
import type { Resource } from '@tp/shared/react';
import { storeSearch } from '@tp/shared/dappstore/store-query';
import styles from './CategoryTabs.module.css';

export interface CategoryTabsProps {
  readonly categories: Resource<readonly Category[]> & { retry(): void };
  /** The category shown, or 'favorites'; null while searching. */
  readonly selected: number | 'favorites' | null;
  /** Kept when switching: the network filter applies to every tab. */
  readonly network: string | null;
}

/** The store's categories and the favourites tab, as links: each choice is a page of history. */
export function CategoryTabs({ categories, selected, network }: CategoryTabsProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('categories.label')} className={styles.nav}>
      <ul className={styles.list}>
        {categories.status === 'loading' &&
          Array.from({ length: 7 }, (_, index) => <li key={index} className={styles.skeleton} aria-hidden="true" />)}
        {categories.status === 'error' && (
          <li className={styles.error} role="alert">
            <span>{t('categories.error')}</span>
            <button type="button" className={styles.retry} onClick={categories.retry}>
              {t('retry', { ns: 'common' })}
            </button>
          </li>
        )}
        {categories.status === 'ready' &&
          categories.data.map((category) => (
            <li key={category.hid}>
              <Link
                className={styles.tab}
                to={{ search: storeSearch({ categoryId: category.hid, network }) }}
                aria-current={selected === category.hid ? 'true' : undefined}
              >
                {category.name}
              </Link>
            </li>
          ))}
        <li>
          <Link
            className={`${styles.tab} ${styles.favorites}`}
            to={{ search: storeSearch({ favorites: true, network }) }}
            aria-current={selected === 'favorites' ? 'true' : undefined}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M12 3.2l2.7 5.5 6 .9-4.35 4.25 1.03 6L12 17.02 6.62 19.85l1.03-6L3.3 9.6l6-.9z" fill="currentColor" />
            </svg>
            {t('categories.favorites')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
