// Failed sign-in throttling shared by every process (the rows live in login_failures):
// LOGIN_THROTTLE_MAX_FAILURES failures within LOGIN_THROTTLE_WINDOW_MS per key → 429.
import {
  LOGIN_THROTTLE_MAX_FAILURES,
  LOGIN_THROTTLE_WINDOW_MS,
} from '@greenroom/shared-model/constants';
import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { loginFailures } from '../../db/schema/auth';

export const emailKey = (email: string) => `email:${email.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;
export const userKey = (userId: string) => `user:${userId}`;

/** Seconds until the next attempt is allowed for the most limited key; 0 = allowed. */
export async function retryAfterSeconds(
  db: AppDb,
  keys: readonly string[],
  now: Date = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE_WINDOW_MS);
  let wait = 0;
  for (const key of keys) {
    const [row] = await db
      .select({ n: count(), oldest: min(loginFailures.failedAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)));
    if (!row || row.n < LOGIN_THROTTLE_MAX_FAILURES || !row.oldest) continue;
    // Allowed again once enough failures have left the window; the oldest one is a safe bound.
    const oldest = new Date(row.oldest);
    const seconds = Math.ceil((oldest.getTime() + LOGIN_THROTTLE_WINDOW_MS - now.getTime()) / 1000);
    wait = Math.max(wait, seconds, 1);
  }
  return wait;
}

export async function recordFailure(db: AppDb, keys: readonly string[]): Promise<void> {
  const now = new Date();
  await db.insert(loginFailures).values(keys.map((key) => ({ key, failedAt: now })));
  // Opportunistic pruning keeps the table small.
  if (Math.random() < 0.05) {
    await db
      .delete(loginFailures)
      .where(lt(loginFailures.failedAt, new Date(now.getTime() - LOGIN_THROTTLE_WINDOW_MS)));
  }
}

export async function clearFailures(db: AppDb, keys: readonly string[]): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [...keys]));
}
