import { Suspense } from 'react';
import { lazy } from '../../../ui/lazy';
import { useWhenIdle } from '../../../ui/use-when-idle';

// The bell and its popover (ark Popover, Dexie queries) load once the page is idle: on a slow
// phone their files would otherwise compete with the page's own content.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** The header's place for the notification bell. */
export function NotificationBellSlot() {
  const idle = useWhenIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
