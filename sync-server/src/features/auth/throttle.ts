// Failed sign-in throttling shared by every process (the rows live in login_failures). Each
// attempt is checked and recorded in ONE step (`reserveAttempt`, under advisory locks), so
// parallel attempts cannot all pass the check before any of them is recorded.
import {
  LOGIN_THROTTLE_EMAIL_MAX_FAILURES,
  LOGIN_THROTTLE_EMAIL_WINDOW_MS,
  LOGIN_THROTTLE_IP_MAX_FAILURES,
  LOGIN_THROTTLE_IP_WINDOW_MS,
  LOGIN_THROTTLE_MAX_FAILURES,
  LOGIN_THROTTLE_WINDOW_MS,
} from '@greenroom/shared-model/constants';
import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { loginFailures } from '../../db/schema/auth';
import { ipGroup } from './ip-group';

export interface ThrottleRule {
  key: string;
  maxFailures: number;
  windowMs: number;
}

const LONGEST_WINDOW_MS = Math.max(
  LOGIN_THROTTLE_WINDOW_MS,
  LOGIN_THROTTLE_EMAIL_WINDOW_MS,
  LOGIN_THROTTLE_IP_WINDOW_MS,
);

/** The (e-mail, IP) key: what a right password from that address forgives. */
export function emailAtAddressKey(email: string, ip: string): string {
  return `email-ip:${email.trim().toLowerCase()}|${ipGroup(ip)}`;
}

/**
 * Password sign-in: per (e-mail, IP) — what the member's own device meets —, a looser per-e-mail
 * ceiling from anywhere (so a stranger elsewhere cannot lock the member out with a few requests),
 * and per IP across e-mails.
 */
export function loginRules(email: string, ip: string): ThrottleRule[] {
  const address = email.trim().toLowerCase();
  const group = ipGroup(ip);
  return [
    {
      key: emailAtAddressKey(email, ip),
      maxFailures: LOGIN_THROTTLE_MAX_FAILURES,
      windowMs: LOGIN_THROTTLE_WINDOW_MS,
    },
    {
      key: `email:${address}`,
      maxFailures: LOGIN_THROTTLE_EMAIL_MAX_FAILURES,
      windowMs: LOGIN_THROTTLE_EMAIL_WINDOW_MS,
    },
    {
      key: `ip:${group}`,
      maxFailures: LOGIN_THROTTLE_IP_MAX_FAILURES,
      windowMs: LOGIN_THROTTLE_IP_WINDOW_MS,
    },
  ];
}

/** Password change: per member (the session already proves who it is). */
export function passwordChangeRules(userId: string): ThrottleRule[] {
  return [
    {
      key: `user:${userId}`,
      maxFailures: LOGIN_THROTTLE_MAX_FAILURES,
      windowMs: LOGIN_THROTTLE_WINDOW_MS,
    },
  ];
}

export type Reservation =
  | { ok: true; attemptIds: number[] }
  | { ok: false; retryAfterSeconds: number };

/** Seconds until a rule allows another attempt; 0 = allowed now. */
async function waitFor(db: AppDb, rule: ThrottleRule, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.key, rule.key),
        gt(loginFailures.failedAt, new Date(now.getTime() - rule.windowMs)),
      ),
    );
  if (!row || row.n < rule.maxFailures || !row.oldest) return 0;
  // Allowed again once enough failures have left the window; the oldest one is a safe bound.
  const freeAt = new Date(row.oldest).getTime() + rule.windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/**
 * Check every rule and, when all allow it, record the attempt under every key — as a failure
 * until `refundAttempt` takes it back. Must run inside a transaction: the advisory locks (taken in
 * key order, so two attempts never deadlock) are held until it ends.
 */
export async function reserveAttempt(
  db: AppDb,
  rules: readonly ThrottleRule[],
  now: Date = new Date(),
): Promise<Reservation> {
  const sorted = await lockRules(db, rules);
  let wait = 0;
  for (const rule of sorted) wait = Math.max(wait, await waitFor(db, rule, now));
  if (wait > 0) return { ok: false, retryAfterSeconds: wait };
  const rows = await db
    .insert(loginFailures)
    .values(sorted.map((rule) => ({ key: rule.key, failedAt: now })))
    .returning({ id: loginFailures.id });
  // Opportunistic pruning keeps the table small.
  if (Math.random() < 0.05) {
    await db
      .delete(loginFailures)
      .where(lt(loginFailures.failedAt, new Date(now.getTime() - LONGEST_WINDOW_MS)));
  }
  return { ok: true, attemptIds: rows.map((r) => r.id) };
}

/**
 * Take the rules' advisory locks, in key order, until the transaction ends. Every write to
 * login_failures after a reservation takes them too: a right password forgives the failures under
 * its key, rows another attempt of the same member has just reserved among them, and two such
 * deletes in opposite order deadlocked (two logins of one member at once, PostgreSQL 40P01).
 */
async function lockRules(db: AppDb, rules: readonly ThrottleRule[]): Promise<ThrottleRule[]> {
  const sorted = [...rules].sort((a, b) => a.key.localeCompare(b.key));
  for (const rule of sorted) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${rule.key}, 0))`);
  }
  return sorted;
}

/**
 * The attempt was not a failure (right password, or it could not be checked): forget it, and
 * the failures under `forgivenKeys`. Must run inside a transaction (see `lockRules`).
 */
export async function refundAttempt(
  db: AppDb,
  rules: readonly ThrottleRule[],
  attemptIds: readonly number[],
  forgivenKeys: readonly string[] = [],
): Promise<void> {
  await lockRules(db, rules);
  if (attemptIds.length > 0) {
    await db.delete(loginFailures).where(inArray(loginFailures.id, [...attemptIds]));
  }
  if (forgivenKeys.length > 0) await clearFailures(db, forgivenKeys);
}

/** Forget the failures under these keys (a right password proves the member at this key). */
export async function clearFailures(db: AppDb, keys: readonly string[]): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [...keys]));
}
