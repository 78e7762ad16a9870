import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { httpUrl } from '@tp/shared/content/safe-url';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

/** A link from data to another site: http(s) only, in a new tab that gets no handle on this page. */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  const { t } = useTranslation();
  const safe = httpUrl(href);
  if (!safe) return null;
  return (
    <a {...rest} href={safe} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="tp-visually-hidden"> ({t('promos.newTab')})</span>
    </a>
  );
}
