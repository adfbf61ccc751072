import { lazy, Suspense } from 'react';

// The bell and its popover (ark Popover, Dexie queries) load after the first paint.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** The header's place for the notification bell. */
export function NotificationBellSlot() {
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
