import { IdleLazySlot } from '../../../ui/idle-lazy-slot';
import { lazy } from '../../../ui/lazy';

// The bell and its popover (ark Popover, Dexie queries).
const NotificationBell = lazy(() =>
  import('./notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** The header's place for the notification bell. */
export function NotificationBellSlot() {
  return <IdleLazySlot part={NotificationBell} />;
}
