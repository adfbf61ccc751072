// The auth calls of spec part 1 §7 with the alert texts of §8. Plain fetch: the shell must stay
// free of zod, so replies are checked by shape only.
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { AUTH_TEXTS } from '@greenroom/shared-model/texts';
import { takeEarlySession } from '../../../boot/early-requests';

export type AuthCallResult =
  | { ok: true; user: CurrentUser | null }
  | { ok: false; message: string };

export type SessionProbe =
  | { kind: 'member'; user: CurrentUser }
  | { kind: 'anonymous' }
  /** Network failure, server error or a reply we cannot read: says nothing about the session. */
  | { kind: 'unknown' };

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

function isCurrentUser(value: unknown): value is CurrentUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { email?: unknown }).email === 'string'
  );
}

async function fetchSession(): Promise<Response | null> {
  try {
    return await fetch('/api/auth/user', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
  } catch {
    return null;
  }
}

/** GET /api/auth/user. Only a definite answer (a member, `null`, 401, 403) decides. */
export async function probeSession(): Promise<SessionProbe> {
  const res = await (takeEarlySession() ?? fetchSession());
  if (!res) return { kind: 'unknown' };
  if (res.status === 401 || res.status === 403) return { kind: 'anonymous' };
  if (!res.ok) return { kind: 'unknown' };
  try {
    const body: unknown = await res.json();
    if (body === null) return { kind: 'anonymous' };
    return isCurrentUser(body) ? { kind: 'member', user: body } : { kind: 'unknown' };
  } catch {
    return { kind: 'unknown' };
  }
}

async function postAuth(
  path: string,
  body: unknown,
  fallback: string,
  notJsonFallback: string,
): Promise<AuthCallResult> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: JSON_HEADERS,
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: AUTH_TEXTS.networkError };
  }
  let reply: unknown;
  let isJson = true;
  try {
    reply = await res.json();
  } catch {
    isJson = false;
  }
  if (!res.ok) {
    if (!isJson) return { ok: false, message: notJsonFallback };
    const message = (reply as { message?: unknown } | null)?.message;
    return { ok: false, message: typeof message === 'string' && message ? message : fallback };
  }
  return { ok: true, user: isCurrentUser(reply) ? reply : null };
}

export function login(email: string, password: string) {
  return postAuth(
    '/api/auth/login',
    { email, password },
    AUTH_TEXTS.loginFailed,
    AUTH_TEXTS.loginFailedNotJson,
  );
}

export type SignupBody = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  program: string;
  graduationYear: number;
};

export function signup(body: SignupBody) {
  return postAuth('/api/auth/signup', body, AUTH_TEXTS.signupFailed, AUTH_TEXTS.signupFailed);
}

/** POST /api/auth/forgot-password: ok whether or not the address has an account. */
export function requestPasswordReset(email: string) {
  return postAuth(
    '/api/auth/forgot-password',
    { email },
    AUTH_TEXTS.networkError,
    AUTH_TEXTS.networkError,
  );
}

/** POST /api/auth/reset-password: signs this device in with the new password. */
export function resetPassword(body: {
  token: string;
  newPassword: string;
  confirmPassword: string;
}) {
  return postAuth(
    '/api/auth/reset-password',
    body,
    AUTH_TEXTS.networkError,
    AUTH_TEXTS.networkError,
  );
}

/** POST /api/auth/logout. Failures are only logged (spec part 1 §8). */
export async function logout(): Promise<void> {
  try {
    const res = await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
    if (!res.ok) console.error('Logout failed', res.status);
  } catch (error) {
    console.error('Logout failed', error);
  }
}

/** POST /api/auth/resend-verification. Returns an error message, or null on success. */
export async function resendVerification(): Promise<string | null> {
  try {
    const res = await fetch('/api/auth/resend-verification', {
      method: 'POST',
      credentials: 'include',
      headers: JSON_HEADERS,
      body: '{}',
    });
    if (res.ok) return null;
    const reply = (await res.json().catch(() => null)) as { message?: unknown } | null;
    return typeof reply?.message === 'string' ? reply.message : `${res.status}: ${res.statusText}`;
  } catch {
    return AUTH_TEXTS.networkError;
  }
}

/** Full-page navigation to the Google OpenID flow. */
/** Where Google sign-in starts: a plain link, so it works before the page has hydrated. */
export function googleSignInHref(mode: 'login' | 'signup'): string {
  return mode === 'signup' ? '/api/auth/google?mode=signup' : '/api/auth/google';
}
