// Sign-out with queued writes (research/reliability.md B7): one last try to send the member's
// queue while their session still exists. Whatever is still queued afterwards stays in the
// member's own database and is sent the next time they sign in on this device (never as anyone
// else). Returns how many writes are still queued.
import { OUTBOX_LOCK_NAME } from '@greenroom/shared-model/constants';
import { type Clock, systemClock } from '../client-core/clock';
import type { MemberDb } from '../client-core/local-db/member-db';
import type { Drainer } from '../client-core/outbox/drain';
import type { LockManagerLike } from '../client-core/outbox/locks';

/** The member is waiting on the menu: a slow network does not hold the sign-out longer. */
const SIGN_OUT_FLUSH_TIMEOUT_MS = 4000;

export interface FlushBeforeSignOutOptions {
  db: Pick<MemberDb, 'outbox'>;
  drainer: Pick<Drainer, 'requestFlush'>;
  locks: LockManagerLike;
  clock?: Clock;
  isOnline?: () => boolean;
  timeoutMs?: number;
  lockName?: string;
}

export async function flushBeforeSignOut(options: FlushBeforeSignOutOptions): Promise<number> {
  const { db, drainer, locks } = options;
  const clock = options.clock ?? systemClock;
  const isOnline = options.isOnline ?? (() => true);
  if ((await db.outbox.count()) === 0) return 0;
  if (!isOnline()) return db.outbox.count();

  const attempt = async () => {
    const result = await drainer.requestFlush('manual');
    if (result !== 'busy') return;
    // A drain is sending already (this page's, another tab's or the service worker's): let it
    // finish, then try once more ourselves.
    await locks.request(options.lockName ?? OUTBOX_LOCK_NAME, {}, () => undefined);
    await drainer.requestFlush('manual');
  };
  let timer: unknown = null;
  const timeout = new Promise<void>((resolve) => {
    timer = clock.setTimeout(resolve, options.timeoutMs ?? SIGN_OUT_FLUSH_TIMEOUT_MS);
  });
  try {
    await Promise.race([attempt().catch(() => {}), timeout]);
  } finally {
    clock.clearTimeout(timer);
  }
  return db.outbox.count();
}
