// Drains the signed-in member's outbox from the service worker: on the Background Sync `sync`
// event with the outbox tag (Chromium), and each time the worker starts (every browser). One
// flush per trigger, under the same Web Lock as the pages, so only one context sends at a time.
import { flushCurrentMember } from '@greenroom/pwa/client-core/sync/flush-current-member';

declare const self: ServiceWorkerGlobalScope;

/** The tag pages register after queuing a write (pwa/src/sync/background-sync.ts). */
const OUTBOX_SYNC_TAG = 'greenroom-outbox';

/** The Background Sync event (not in TypeScript's WebWorker lib). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** What the `sync` handler's promise does with a flush result: reject asks the browser to retry. */
export async function drainForSync(
  flush: typeof flushCurrentMember = flushCurrentMember,
): Promise<void> {
  const result = await flush('background-sync');
  // 'retry-scheduled': the server was unreachable or failing; our own backoff timer dies with
  // this worker, so hand the retry to the browser. 'failed': the local database failed.
  if (result === 'retry-scheduled' || result === 'failed') {
    throw new Error(`Outbox not drained (${result}); the browser will retry`);
  }
  // 'busy': a page holds the lock and is sending; 'signed-out'/'paused': waits for sign-in.
}

export function setUpBackgroundSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(drainForSync());
  });

  // Worker start: writes queued while no page was open (or before a crash) go out now.
  void flushCurrentMember('sw-start').catch((error: unknown) =>
    console.warn('Outbox flush at worker start failed', error),
  );
}
