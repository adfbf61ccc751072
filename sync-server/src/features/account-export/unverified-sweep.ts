// Accounts left unverified for UNVERIFIED_ACCOUNT_DAYS are removed (#28 §1, ADR 023) through the
// account deletion (account-deletion.ts): personal rows gone, the row anonymised, so the address
// may sign up again. Safe on several processes at once: each account is taken with
// `FOR UPDATE SKIP LOCKED` in its own short transaction and checked again under the lock, so two
// sweeps never remove the same account twice, and an account verified meanwhile (its row locked
// or already updated) is left alone.

import { UNVERIFIED_ACCOUNT_DAYS } from '@greenroom/shared-model/constants';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/users';
import type { AppHooks } from '../../hooks';
import { errorData, type Logger } from '../../logger';
import { runPeriodically } from '../../periodic';
import type { MediaStorage } from '../../storage/media-storage';
import { deleteAccount } from './account-deletion';

const DAY_MS = 86_400_000;
/** Accounts removed per sweep at most (the next sweep takes the rest). */
const UNVERIFIED_SWEEP_BATCH = 200;
const UNVERIFIED_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface UnverifiedSweepDeps {
  db: AppDb;
  storage: Pick<MediaStorage, 'delete'>;
  hooks: Pick<AppHooks, 'closeSocketsOfSession'>;
  logger: Logger;
}

/** Removes the accounts unverified since before `now` − 7 days; returns how many. */
export async function sweepUnverifiedAccounts(
  deps: UnverifiedSweepDeps,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNVERIFIED_ACCOUNT_DAYS * DAY_MS);
  const stale = and(
    eq(users.isVerified, false),
    isNull(users.deletedAt),
    isNull(users.googleSub),
    lt(users.createdAt, cutoff),
  );
  let removed = 0;
  for (let i = 0; i < UNVERIFIED_SWEEP_BATCH; i++) {
    const done = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(stale)
        .orderBy(asc(users.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!user) return null;
      return deleteAccount(tx, user, now);
    });
    if (!done) break;
    removed++;
    for (const id of done.endedSessions) await deps.hooks.closeSocketsOfSession(id);
    // Its files go through the media janitor once the rows that held them are gone (ADR 022).
  }
  return removed;
}

/** Sweep now and every hour; the returned function stops it (and awaits a running sweep). */
export function startUnverifiedSweep(
  deps: UnverifiedSweepDeps,
  intervalMs: number = UNVERIFIED_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  return runPeriodically(
    () =>
      sweepUnverifiedAccounts(deps)
        .then((n) => {
          if (n > 0) deps.logger.info('unverified accounts removed', { count: n });
        })
        .catch((err) => deps.logger.error('unverified sweep failed', errorData(err))),
    intervalMs,
  );
}
