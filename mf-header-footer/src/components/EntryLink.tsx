import type { MouseEvent } from 'react';
import type { TFunction } from 'i18next';
import { SiteLink } from '@tp/shared/react';
import { isExternal, type SiteEntry } from '../links/site-links';
import common from './common.module.css';
import { ExternalIcon } from './icons';

export interface EntryLinkProps {
  readonly entry: SiteEntry;
  /**
   * The menu's or column's translator: a hundred links of the header and footer each asking react-i18next for
   * their own (useTranslation) took a tenth of the header's and footer's hydration.
   */
  readonly t: TFunction;
  readonly className?: string;
  /** Shows the entry's description under its label, when it has one. */
  readonly withDescription?: boolean;
  /** The path after the language of the current page, to mark the link of the current page. */
  readonly currentPath?: string;
  readonly onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** One entry of a menu or footer column: a page of the site without reload, or an external page in a new tab. */
export function EntryLink({ entry, t, className, withDescription = false, currentPath, onFollow }: EntryLinkProps) {
  const label = (
    <>
      <span data-part="label">{t(entry.key)}</span>
      {withDescription && entry.descriptionKey && <span data-part="description">{t(entry.descriptionKey)}</span>}
    </>
  );
  if (isExternal(entry)) {
    return (
      <a className={className} href={entry.href} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
        {label}
        <ExternalIcon className={common.externalMark} />
        <span className="tp-visually-hidden">{t('opensInNewTab')}</span>
      </a>
    );
  }
  const current = currentPath !== undefined && entry.to.split('?')[0] === `/${currentPath}`;
  return (
    <SiteLink className={className} to={entry.to} onClick={onFollow} aria-current={current ? 'page' : undefined}>
      {label}
    </SiteLink>
  );
}
