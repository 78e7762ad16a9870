import type { MouseEvent } from 'react';
import { useTranslation } from '@tp/shared/facades/react-i18next';
import { LOCALE_BCP47, LOCALE_NAMES, LOCALES, localizePath, type Locale } from '@tp/shared';
import { useLang, useShell, type SiteLocation } from '@tp/shared/react';
import { useMenuButton } from '../../hooks/use-menu-button';
import { ChevronDownIcon, GlobeIcon } from '../icons';
import type { MenuControl } from './menu-state';
import styles from './header.module.css';

export interface LanguageSwitcherProps {
  readonly control: MenuControl;
  readonly location: SiteLocation;
}

/** The same page in another language: the locale of the path replaced, the rest and the query kept (docs/product.md §4.4). */
export function pathInLanguage({ pathname, search }: SiteLocation, lang: Locale): string {
  return localizePath(pathname, lang) + search;
}

/** Lists the 12 languages by their own names; choosing one switches the page and closes the menus. */
export function LanguageSwitcher({ control, location }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const { navigate } = useShell();
  const lang = useLang();
  const isOpen = control.open?.kind === 'language';
  const { rootRef, buttonProps, panelId } = useMenuButton<HTMLDivElement>('languages', isOpen, control.close);

  const choose = (event: MouseEvent<HTMLAnchorElement>, next: Locale) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    control.close();
    navigate(pathInLanguage(location, next));
  };

  return (
    <div ref={rootRef} className={styles.language}>
      <button
        {...buttonProps}
        className={styles.languageButton}
        onClick={() => (isOpen ? control.close() : control.setOpen({ kind: 'language' }))}
      >
        <GlobeIcon />
        <span className="tp-visually-hidden">{t('language.label')}: </span>
        <span className={styles.languageName}>{LOCALE_NAMES[lang]}</span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div id={panelId} className={`${styles.panel} ${styles.languagePanel}`} hidden={!isOpen}>
        <ul className={styles.panelList} data-columns={2}>
          {LOCALES.map((code) => (
            <li key={code}>
              <a
                className={styles.panelLink}
                href={pathInLanguage(location, code)}
                hrefLang={LOCALE_BCP47[code]}
                lang={LOCALE_BCP47[code]}
                aria-current={code === lang ? 'true' : undefined}
                onClick={(event) => choose(event, code)}
              >
                {LOCALE_NAMES[code]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
