import type { ComponentType, SVGProps } from 'react';
import { BriefcaseIcon, CompassIcon, HomeIcon, ShieldIcon, UserIcon } from '../../ui/icons';

export type NavItem = {
  to: '/' | '/jobs' | '/discover' | '/profile' | '/admin';
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
};

// Spec part 1 §2 and part 2 §2: top links Home, Jobs, Discover (+ Admin); the mobile bar adds
// Profile. Later issues add these routes; until then they answer "404 Page Not Found".
const HOME: NavItem = { to: '/', label: 'Home', icon: HomeIcon };
const JOBS: NavItem = { to: '/jobs', label: 'Jobs', icon: BriefcaseIcon };
const DISCOVER: NavItem = { to: '/discover', label: 'Discover', icon: CompassIcon };
const PROFILE: NavItem = { to: '/profile', label: 'Profile', icon: UserIcon };
const ADMIN: NavItem = { to: '/admin', label: 'Admin', icon: ShieldIcon };

export function topNavItems(isAdmin: boolean): NavItem[] {
  return isAdmin ? [HOME, JOBS, DISCOVER, ADMIN] : [HOME, JOBS, DISCOVER];
}

export function bottomNavItems(isAdmin: boolean): NavItem[] {
  return isAdmin ? [HOME, JOBS, DISCOVER, PROFILE, ADMIN] : [HOME, JOBS, DISCOVER, PROFILE];
}
