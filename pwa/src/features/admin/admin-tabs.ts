// The dashboard's tabs (spec part 2 §2), Analytics first and the default. The route checks the
// address against these without loading the dashboard.
export const ADMIN_TABS = [
  { value: 'analytics', label: 'Analytics' },
  { value: 'engagement', label: 'Engagement' },
  { value: 'live', label: 'Live Users' },
  { value: 'jobs-analytics', label: 'Job Analytics' },
  { value: 'posts', label: 'Posts' },
  { value: 'jobs', label: 'Jobs' },
  { value: 'events', label: 'Events' },
  { value: 'users', label: 'Users' },
  // Issue 28 §4 (ADR 025): shown first, with a count, while reports are open.
  { value: 'reports', label: 'Reports' },
  { value: 'audit', label: 'Audit log' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

export type AdminSearch = { tab?: AdminTab };

/** ?tab= when it names a tab other than the default; anything else is dropped. */
export function validateAdminSearch(raw: Record<string, unknown>): AdminSearch {
  const tab = ADMIN_TABS.find((t) => t.value === raw.tab)?.value;
  return tab && tab !== 'analytics' ? { tab } : {};
}
