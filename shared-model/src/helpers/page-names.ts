// The page names usage analytics record (a page view's `page`), one per screen rather than per
// address, and the titles the admin's Page Views card shows for them.

const PAGE_TITLES: Readonly<Record<string, string>> = {
  home: 'Home',
  landing: 'Landing',
  auth: 'Sign in and sign up',
  jobs: 'Jobs & Opportunities',
  job: 'Job details',
  applicants: 'Job Applicants',
  application: 'Application details',
  discover: 'Discover',
  profile: 'Profile',
  connections: 'Connections',
  settings: 'Settings',
  post: 'Post',
  event: 'Event',
  admin: 'Admin Dashboard',
};

const PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'home'],
  [/^\/auth\/?$/, 'auth'],
  [/^\/jobs\/?$/, 'jobs'],
  [/^\/jobs\/[^/]+\/?$/, 'job'],
  [/^\/applicants\/?$/, 'applicants'],
  [/^\/applications\/[^/]+\/?$/, 'application'],
  [/^\/discover\/?$/, 'discover'],
  [/^\/profile(\/[^/]+)?\/?$/, 'profile'],
  [/^\/connections\/[^/]+\/?$/, 'connections'],
  [/^\/settings\/?$/, 'settings'],
  [/^\/posts\/[^/]+\/?$/, 'post'],
  [/^\/events\/[^/]+\/?$/, 'event'],
  [/^\/admin\/?$/, 'admin'],
];

/** The page name of an address's path ("/jobs/4f…" → "job"); the path itself when unknown. */
export function pageNameOf(pathname: string): string {
  for (const [pattern, name] of PATTERNS) if (pattern.test(pathname)) return name;
  return pathname;
}

/** The title of a recorded page, or null when it has none. */
export function pageTitleOf(page: string): string | null {
  return PAGE_TITLES[page] ?? null;
}
