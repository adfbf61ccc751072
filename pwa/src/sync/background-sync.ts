// Background Sync: after a write is queued, ask the browser to wake the service worker once the
// network is back (Chromium only; elsewhere the page's own triggers and the SW start cover it).

/** The `sync` tag the service worker drains the outbox on (service-worker/src/background-sync.ts). */
export const OUTBOX_SYNC_TAG = 'greenroom-outbox';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Registers the outbox tag with the page's service worker. Never throws; false when unsupported. */
export async function registerOutboxSync(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<boolean> {
  try {
    // getRegistration, not `ready`: `ready` never settles on a page without a worker (dev).
    const registration = await container?.getRegistration();
    const sync = (registration as { sync?: SyncManagerLike } | undefined)?.sync;
    if (!registration?.active || !sync) return false;
    await sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    // Not allowed here (e.g. a private window): the page's triggers still drain the outbox.
    return false;
  }
}
