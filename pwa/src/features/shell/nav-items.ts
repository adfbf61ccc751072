import type { ComponentType, SVGProps } from 'react';
import {
  BriefcaseIcon,
  CompassIcon,
  HomeIcon,
  MailIcon,
  ShieldIcon,
  UserIcon,
} from '../../ui/icons';

export type NavItem = {
  to: '/' | '/jobs' | '/discover' | '/messages' | '/profile' | '/admin';
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Shows the member's unread messages beside the label (#33). */
  unreadMessages?: true;
};

// Spec part 1 §2 and part 2 §2: top links Home, Jobs, Discover (+ Admin); the mobile bar adds
// Profile. Messages (#33) is in both, with the unread total.
const HOME: NavItem = { to: '/', label: 'Home', icon: HomeIcon };
const JOBS: NavItem = { to: '/jobs', label: 'Jobs', icon: BriefcaseIcon };
const DISCOVER: NavItem = { to: '/discover', label: 'Discover', icon: CompassIcon };
const MESSAGES: NavItem = {
  to: '/messages',
  label: 'Messages',
  icon: MailIcon,
  unreadMessages: true,
};
const PROFILE: NavItem = { to: '/profile', label: 'Profile', icon: UserIcon };
const ADMIN: NavItem = { to: '/admin', label: 'Admin', icon: ShieldIcon };

export function topNavItems(isAdmin: boolean): NavItem[] {
  return isAdmin ? [HOME, JOBS, DISCOVER, MESSAGES, ADMIN] : [HOME, JOBS, DISCOVER, MESSAGES];
}

export function bottomNavItems(isAdmin: boolean): NavItem[] {
  return isAdmin
    ? [HOME, JOBS, DISCOVER, MESSAGES, PROFILE, ADMIN]
    : [HOME, JOBS, DISCOVER, MESSAGES, PROFILE];
}
