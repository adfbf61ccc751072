// Changing e-mail: the change waits for the link sent to the new address (a random token, of
// which only the SHA-256 hash is stored; 24 hours; once). The old address gets a notice at once.
// Confirming makes the new address the member's verified e-mail.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { emailChangeTokens } from '../../db/schema/auth';

export const EMAIL_CHANGE_TTL_HOURS = 24;
const TTL_MS = EMAIL_CHANGE_TTL_HOURS * 60 * 60 * 1000;
const CONFIRM_EMAIL_CHANGE_PATH = '/api/auth/confirm-email-change';
/** Where the link lands after it was followed (/settings shows the outcome). */
export const EMAIL_CHANGED_REDIRECT = '/settings?emailChanged=1';
export const EMAIL_NOT_CHANGED_REDIRECT = '/settings?emailChanged=0';

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function emailChangeLink(origin: string, token: string): string {
  const url = new URL(CONFIRM_EMAIL_CHANGE_PATH, origin);
  url.searchParams.set('token', token);
  return url.href;
}

/** A new pending change for the member (their earlier one ends). Returns the raw token. */
export async function issueEmailChange(
  db: AppDb,
  userId: string,
  newEmail: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(emailChangeTokens).where(lt(emailChangeTokens.expiresAt, now));
  await db.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, userId));
  await db.insert(emailChangeTokens).values({
    tokenHash: hashToken(token),
    userId,
    newEmail,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TTL_MS),
  });
  return token;
}

/** Uses the link: the member and the new address, or null (unknown, used or expired). */
export async function consumeEmailChange(
  db: AppDb,
  token: string,
  now: Date,
): Promise<{ userId: string; newEmail: string } | null> {
  if (token.length === 0 || token.length > 512) return null;
  const [row] = await db
    .delete(emailChangeTokens)
    .where(
      and(eq(emailChangeTokens.tokenHash, hashToken(token)), gt(emailChangeTokens.expiresAt, now)),
    )
    .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
  return row ?? null;
}
