import type { MouseEvent, ReactNode } from 'react';
import { useShell } from '@tp/shared/react';
import { safeLink } from '@tp/shared/content/safe-url';
import { ExternalLink } from './ExternalLink';

/**
 * A promotion's link: another site opens in a new tab (ExternalLink); a page
 * of this site opens in place, without a reload. Anything else is not a link.
 */
export function PromoAnchor({ url, className, children }: { url: string; className?: string; children: ReactNode }) {
  const { navigate } = useShell();
  const link = safeLink(url);
  if (!link) return null;
  if (link.external) {
    return (
      <ExternalLink href={link.href} className={className}>
        {children}
      </ExternalLink>
    );
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(link.href);
  };
  return (
    <a href={link.href} className={className} onClick={follow}>
      {children}
    </a>
  );
}
