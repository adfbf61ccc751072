// Honest words for a write the member has just made (issue 30, fault 8). Every write goes through
// the outbox: online it reaches the server in a moment and the usual success toast is true;
// offline (or with the server out of reach) it waits on this device, and the toast says so
// instead of claiming it was shared.
import type { ToastInput } from '../ui/toast';

export const QUEUED_TEXTS = {
  /** Posts, jobs, events, portfolio pieces, profile edits: things others will see. */
  shared: "Saved — it will be shared when you're back online",
  /** Applications, connection requests, withdrawals: things sent to someone. */
  sent: "Saved — it will be sent when you're back online",
  /** A screen this device has never loaded, opened offline. */
  notAvailableTitle: 'Not available offline yet',
  notAvailableHint:
    'This device has not opened it while online. Connect to the internet and it will load; after that it stays available offline.',
} as const;

export type QueuedVerb = 'shared' | 'sent';

let serverOutOfReach = false;

/** Kept by the member's sync runtime: the browser is online but the server cannot be reached. */
export function setServerOutOfReach(outOfReach: boolean): void {
  serverOutOfReach = outOfReach;
}

/** A write made now will wait on this device. */
export function writesWait(): boolean {
  return (typeof navigator !== 'undefined' && !navigator.onLine) || serverOutOfReach;
}

/**
 * The toast for a write just queued: `done` when it is on its way, or the honest "Saved — it
 * will be … when you're back online" when it waits (the type and duration of `done` kept).
 */
export function savedToast(
  done: ToastInput,
  waits: boolean,
  verb: QueuedVerb = 'shared',
): ToastInput {
  if (!waits) return done;
  return { type: 'success', title: QUEUED_TEXTS[verb], duration: done.duration };
}
