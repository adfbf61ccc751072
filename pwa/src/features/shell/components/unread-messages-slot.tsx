import { Suspense } from 'react';
import { lazy } from '../../../ui/lazy';
import { useWhenIdle } from '../../../ui/use-when-idle';

// The unread total reads the replica (Dexie): its code loads once the page is idle, like the
// bell's, so that neither a visitor's page nor a member's first paint carries Dexie.
const UnreadMessagesBadge = lazy(() =>
  import('./unread-messages-badge').then((m) => ({ default: m.UnreadMessagesBadge })),
);

/** The place of the unread total beside "Messages" (top links and bottom bar). */
export function UnreadMessagesSlot() {
  const idle = useWhenIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <UnreadMessagesBadge />
    </Suspense>
  );
}
