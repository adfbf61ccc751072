// Forgotten password (ASVS 5.0 V6.4): a random token per link, of which only the SHA-256 hash is
// stored; the link works for an hour and once. A newer request and a password change end the
// older links. Requests are throttled per address (silently: the reply never says whether an
// account exists) and per IP.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/auth';
import { ipGroup } from './ip-group';
import type { ThrottleRule } from './throttle';

export const RESET_TOKEN_TTL_MINUTES = 60;
const RESET_TOKEN_TTL_MS = RESET_TOKEN_TTL_MINUTES * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Where the link lands: the reset form of /auth. */
export function resetLink(origin: string, token: string): string {
  const url = new URL('/auth', origin);
  url.searchParams.set('mode', 'reset');
  url.searchParams.set('token', token);
  return url.href;
}

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** At most 3 e-mails an hour to one address, and 20 requests an hour from one network. */
export function resetRequestRules(email: string, ip: string) {
  const perAddress: ThrottleRule = {
    key: `reset-email:${email.trim().toLowerCase()}`,
    maxFailures: 3,
    windowMs: HOUR_MS,
  };
  const perNetwork: ThrottleRule = {
    key: `reset-ip:${ipGroup(ip)}`,
    maxFailures: 20,
    windowMs: HOUR_MS,
  };
  return { perAddress, perNetwork };
}

/** A new link for the member; their earlier links stop working. Returns the raw token. */
export async function issueResetToken(db: AppDb, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
  await endResetLinks(db, userId);
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/** The member whose valid link this is, without using it (null: unknown, used or expired). */
export async function resetTokenOwner(db: AppDb, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return row?.userId ?? null;
}

/** Uses the link: true when it was still valid (and is now gone with the member's others). */
export async function consumeResetToken(
  db: AppDb,
  token: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!row) return null;
  await endResetLinks(db, row.userId);
  return row.userId;
}

/** Every link of the member stops working (a newer link, or a password set another way). */
export async function endResetLinks(db: AppDb, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
