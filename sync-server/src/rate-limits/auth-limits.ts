// The throttles of account creation (issue 28 §1): sign-ups per client address (an IPv6 /64 is
// one address: features/auth/ip-group.ts), generous because a whole campus may share one, and
// verification e-mails per target address, so nobody can make us mail-bomb an inbox. Both are
// takeRateLimit rules (ADR 021): checked and recorded in one step.
import { ipGroup } from '../features/auth/ip-group';
import type { RateRule } from './rate-limit';
import { waitText } from './write-limits';

const HOUR_MS = 60 * 60 * 1000;
/** Verification e-mails one address may receive an hour (sign-up, resends, a changed address). */
export const VERIFICATION_MAILS_PER_HOUR = 3;

/** null when SIGNUP_LIMIT_PER_HOUR is 0 (off). */
export function signupRule(ip: string, perHour: number): RateRule | null {
  if (perHour <= 0) return null;
  return { key: `signup:${ipGroup(ip)}`, max: perHour, windowMs: HOUR_MS };
}

export function verificationMailRule(email: string): RateRule {
  return {
    key: `verification-mail:${email.trim().toLowerCase()}`,
    max: VERIFICATION_MAILS_PER_HOUR,
    windowMs: HOUR_MS,
  };
}

export const AUTH_LIMIT_TEXTS = {
  signups: (retryAfterSeconds: number) =>
    `Too many accounts have been created from your network in the last hour. Please try again in ${waitText(retryAfterSeconds)}.`,
  verificationMails: (retryAfterSeconds: number) =>
    `We have sent ${VERIFICATION_MAILS_PER_HOUR} verification e-mails to this address in the last hour. Please check your inbox (and spam folder), or try again in ${waitText(retryAfterSeconds)}.`,
} as const;
