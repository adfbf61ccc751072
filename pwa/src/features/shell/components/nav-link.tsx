import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { NavItem } from '../nav-items';

type NavLinkProps = {
  item: NavItem;
  className: string;
  children: ReactNode;
};

/**
 * A router link for a nav item; sets aria-current="page" when active. Home and Profile match
 * exactly: /profile/{id} is someone else's profile, not the member's own (#30).
 */
export function NavLink({ item, className, children }: NavLinkProps) {
  return (
    <Link
      // Routes of later issues are not registered yet; the 404 page answers until they are.
      to={item.to as LinkProps['to']}
      activeOptions={{ exact: item.to === '/' || item.to === '/profile' }}
      className={className}
    >
      {children}
    </Link>
  );
}
