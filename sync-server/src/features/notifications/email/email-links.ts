// The unsubscribe link of notification e-mails: a token naming the member and the e-mail flag,
// signed with the app's e-mail link key (HMAC-SHA256), so it works without signing in and cannot
// be made for anyone else.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_PREFERENCE_KEYS,
  type EmailPreferenceKey,
} from '@greenroom/shared-model/notification-types';

function sign(key: string, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function unsubscribeToken(key: string, userId: string, flag: EmailPreferenceKey): string {
  const body = `${userId}.${flag}`;
  return `${body}.${sign(key, body)}`;
}

export function readUnsubscribeToken(
  key: string,
  token: string,
): { userId: string; flag: EmailPreferenceKey } | null {
  const [userId, flag, mac] = token.split('.');
  if (!userId || !flag || !mac || !EMAIL_PREFERENCE_KEYS.includes(flag as EmailPreferenceKey))
    return null;
  const expected = Buffer.from(sign(key, `${userId}.${flag}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, flag: flag as EmailPreferenceKey };
}
