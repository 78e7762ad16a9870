import type { ReactNode } from 'react';
import { Link, useLocation } from '@tp/shared/facades/router';

/**
 * A console page in the navigation, marked `aria-current` while it is shown. The shared router facade
 * leaves NavLink out: the public pages never use it, and its bytes would ship on every one of them.
 */
export function NavItem({ to, end = false, children }: { to: string; end?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Link to={to} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
