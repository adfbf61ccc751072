import { lazy, Suspense } from 'react';

// The indicator and its popover (ark Popover + floating-ui) load after the first paint.
const SyncStatusIndicator = lazy(() =>
  import('./sync-status-indicator').then((m) => ({ default: m.SyncStatusIndicator })),
);

/** The header's place for the sync indicator. */
export function SyncStatusSlot() {
  return (
    <Suspense fallback={null}>
      <SyncStatusIndicator />
    </Suspense>
  );
}
