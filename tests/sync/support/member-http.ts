// A member's browser over real HTTP: a cookie jar for one origin, `Origin` on unsafe calls (the
// server's CSRF check), and sign-up through POST /api/auth/signup. No vitest import: the chaos
// CLI and the benchmarks use it too.

import type { FetchLike } from '@greenroom/pwa/client-core/sync/transport';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { TEST_PASSWORD, uniqueEmail } from '../../support/accounts';
import { CookieJar } from '../../support/cookie-jar';
import { mailDirOf, verificationLinkIn } from '../../support/verification-mail';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * fetch as the member's page would send it: relative paths resolve against `baseUrl`, the jar's
 * cookies go along and replies update them, unsafe calls carry `Origin: baseUrl`.
 */
export function cookieFetch(
  baseUrl: string,
  jar: CookieJar,
  inner: FetchLike = (input, init) => fetch(input, init),
): FetchLike {
  const origin = new URL(baseUrl).origin;
  return async (input, init = {}) => {
    const url = input.startsWith('http') ? input : `${baseUrl}${input}`;
    const headers = new Headers(init.headers);
    const cookie = jar.header();
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
    if (UNSAFE.has((init.method ?? 'GET').toUpperCase()) && !headers.has('origin')) {
      headers.set('origin', origin);
    }
    const res = await inner(url, { ...init, headers });
    jar.update(res);
    return res;
  };
}

export interface Member {
  user: CurrentUser;
  email: string;
  password: string;
  jar: CookieJar;
  /** The `Cookie` header value (session cookie), e.g. for a /ws upgrade. */
  cookie(): string;
  /** Cookie-aware fetch against the server (no fault injection). */
  fetch: FetchLike;
  /** JSON call helper: `call('POST', '/api/posts', body)` → {status, body}. */
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

export interface SignUpOptions {
  email?: string;
  firstName?: string;
  lastName?: string;
  /**
   * Follow the link of the verification e-mail (default true): only verified members use the
   * network (#28 §1). `false` leaves an account that sees its own rows only.
   */
  verified?: boolean;
}

export { registerMailDir } from '../../support/verification-mail';

/** Signs a new member up (201) and returns their browser with the session cookie. */
export async function signUpMember(baseUrl: string, options: SignUpOptions = {}): Promise<Member> {
  const jar = new CookieJar();
  const doFetch = cookieFetch(baseUrl, jar);
  const email = options.email ?? uniqueEmail();
  const startedAt = new Date();
  const res = await doFetch('/api/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: TEST_PASSWORD,
      firstName: options.firstName ?? 'Ada',
      lastName: options.lastName ?? 'Lovelace',
      program: 'Film and Television',
      graduationYear: 2027,
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  let user = (await res.json()) as CurrentUser;
  if (options.verified !== false) {
    const link = await verificationLinkIn(mailDirOf(baseUrl), user.email, startedAt);
    const followed = await doFetch(link, { redirect: 'manual' });
    if (followed.status !== 302) throw new Error(`verification refused: ${followed.status}`);
    const me = await doFetch('/api/auth/user', {});
    user = (await me.json()) as CurrentUser;
    if (!user.isVerified) throw new Error(`${email} is not verified`);
  }
  return memberOf(user, email, jar, doFetch);
}

function memberOf(user: CurrentUser, email: string, jar: CookieJar, doFetch: FetchLike): Member {
  return {
    user,
    email,
    password: TEST_PASSWORD,
    jar,
    cookie: () => jar.header() ?? '',
    fetch: doFetch,
    async call(method, path, body) {
      const res = await doFetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, body: text === '' ? undefined : JSON.parse(text) };
    },
  };
}
