import { Suspense } from 'react';
import { lazy } from '../../../ui/lazy';
import { useWhenIdle } from '../../../ui/use-when-idle';

// The indicator and its popover (ark Popover + floating-ui) load once the page is idle: on a
// slow phone their files would otherwise compete with the page's own content.
const SyncStatusIndicator = lazy(() =>
  import('./sync-status-indicator').then((m) => ({ default: m.SyncStatusIndicator })),
);

/** The header's place for the sync indicator. */
export function SyncStatusSlot() {
  const idle = useWhenIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <SyncStatusIndicator />
    </Suspense>
  );
}
