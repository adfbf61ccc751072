// E-mail verification: a random token per link, of which only the SHA-256 hash is stored; the
// link works for 48 hours and once. Following it sets users.is_verified.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema/index';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { verificationEmail } from '../../mail/templates';
import { verificationMailRule } from '../../rate-limits/auth-limits';
import { type RateOutcome, takeRateLimit } from '../../rate-limits/rate-limit';

const VERIFICATION_TOKEN_TTL_HOURS = 48;
const VERIFICATION_TOKEN_TTL_MS = VERIFICATION_TOKEN_TTL_HOURS * 60 * 60 * 1000;
/** At most one verification e-mail per member per minute. */
const RESEND_INTERVAL_SECONDS = 60;

const VERIFY_EMAIL_PATH = '/api/auth/verify-email';
/** Where the verification link lands after it was followed (the PWA shows a notice). */
export const VERIFIED_REDIRECT = '/?verified=1';
export const NOT_VERIFIED_REDIRECT = '/?verified=0';

export const VERIFICATION_TEXTS = {
  alreadyVerified: 'Your e-mail address is already verified',
  resendTooSoon: 'A verification e-mail was sent less than a minute ago. Please wait a moment.',
} as const;

export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** `<origin>/api/auth/verify-email?token=…` */
function verificationLink(origin: string, token: string): string {
  const url = new URL(VERIFY_EMAIL_PATH, origin);
  url.searchParams.set('token', token);
  return url.href;
}

/**
 * Creates a new token for the member, replacing any earlier one (only the newest link works),
 * and returns the raw token. Expired tokens of everyone are pruned on the way.
 */
export async function issueVerificationToken(
  db: AppDb,
  userId: string,
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(emailVerificationTokens).where(lt(emailVerificationTokens.expiresAt, now));
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
  await db.insert(emailVerificationTokens).values({
    tokenHash: hashVerificationToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS),
  });
  return token;
}

/** Seconds until the member may ask for another e-mail (0 = now). */
export async function resendWaitSeconds(
  db: AppDb,
  userId: string,
  now: Date = new Date(),
): Promise<number> {
  const [last] = await db
    .select({ createdAt: emailVerificationTokens.createdAt })
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.userId, userId))
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  if (!last) return 0;
  const elapsedMs = now.getTime() - last.createdAt.getTime();
  const waitMs = RESEND_INTERVAL_SECONDS * 1000 - elapsedMs;
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/**
 * Uses a token: when it exists and has not expired, the member becomes verified and every token
 * of theirs is deleted. Returns the member's id, or null for an unknown, used or expired token.
 * Run it inside a transaction.
 */
export async function consumeVerificationToken(
  db: AppDb,
  token: string,
  now: Date = new Date(),
): Promise<string | null> {
  if (token.length === 0 || token.length > 512) return null;
  const [row] = await db
    .delete(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, hashVerificationToken(token)),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId });
  if (!row) return null;
  await db.update(users).set({ isVerified: true, updatedAt: now }).where(eq(users.id, row.userId));
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, row.userId));
  return row.userId;
}

export interface VerificationMailTarget {
  readonly id: string;
  readonly email: string;
  readonly firstName?: string | null;
}

/** The verification e-mail for a member and a fresh token. */
export function verificationMessage(
  origin: string,
  user: VerificationMailTarget,
  token: string,
): MailMessage {
  const content = verificationEmail({
    firstName: user.firstName,
    link: verificationLink(origin, token),
    validHours: VERIFICATION_TOKEN_TTL_HOURS,
  });
  return { to: user.email, ...content };
}

/**
 * Issues a token and e-mails the link, unless the address has had its verification e-mails for
 * the hour (then nothing is sent: the outcome says how long to wait). Throws when the e-mail
 * cannot be handed over.
 */
export async function sendVerificationEmail(
  deps: { db: AppDb; mailer: Mailer; origin: string },
  user: VerificationMailTarget,
  now: Date = new Date(),
): Promise<RateOutcome> {
  const allowed = await takeRateLimit(deps.db, verificationMailRule(user.email), { now });
  if (!allowed.ok) return allowed;
  const token = await issueVerificationToken(deps.db, user.id, now);
  await deps.mailer.send(verificationMessage(deps.origin, user, token));
  return allowed;
}
