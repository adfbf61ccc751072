import { IdleLazySlot } from '../../../ui/idle-lazy-slot';
import { lazy } from '../../../ui/lazy';

// The unread total reads the replica (Dexie): neither a visitor's page nor a member's first
// paint carries it.
const UnreadMessagesBadge = lazy(() =>
  import('./unread-messages-badge').then((m) => ({ default: m.UnreadMessagesBadge })),
);

/** The place of the unread total beside "Messages" (top links and bottom bar). */
export function UnreadMessagesSlot() {
  return <IdleLazySlot part={UnreadMessagesBadge} />;
}
