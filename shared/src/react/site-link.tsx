import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLang, useShell } from './shell-context';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path without the language, e.g. `/news` or `/dappstore?category_id=99998`. */
  to: string;
}

/**
 * A link to another page of the site, in the current language, followed
 * without a page reload. For parts that live outside a section's router
 * (header, footer, shell pages); inside a section, react-router's Link does the same.
 */
export function SiteLink({ to, onClick, ...rest }: SiteLinkProps) {
  const { navigate } = useShell();
  const lang = useLang();
  const href = `/${lang}${to === '/' ? '' : to}`;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified || rest.target === '_blank') return;
    event.preventDefault();
    navigate(href);
  };
  return <a {...rest} href={href} onClick={follow} />;
}
