import type { ReactNode } from 'react';
import { Link } from '@tp/shared/facades/router';

export type PageLinkProps = {
  readonly className?: string;
  readonly children: ReactNode;
  readonly 'aria-label'?: string;
} & ({ readonly to: string; readonly href?: never } | { readonly href: string; readonly to?: never });

/**
 * A link to a page of this site (`to`, followed without a reload) or to
 * another site (`href`, in a new tab with no opener or referrer).
 */
export function PageLink({ to, href, className, children, ...aria }: PageLinkProps) {
  if (to !== undefined) {
    return (
      <Link to={to} className={className} {...aria}>
        {children}
      </Link>
    );
  }
  const mail = href.startsWith('mailto:');
  return (
    <a href={href} className={className} {...(mail ? {} : { target: '_blank', rel: 'noopener noreferrer' })} {...aria}>
      {children}
    </a>
  );
}
