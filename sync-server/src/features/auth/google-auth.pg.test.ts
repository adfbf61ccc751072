// Google sign-in through a real OIDC provider on loopback (oauth2-mock-server): the browser's
// redirects are followed by hand, cookies kept by the test client.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../tests/support/accounts';
import {
  type OidcClaims,
  type OidcProvider,
  startOidcProvider,
} from '../../../../tests/support/oidc-provider';
import { type SmtpSink, startSmtpSink } from '../../../../tests/support/smtp-sink';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/support/test-app';
import { sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';

let provider: OidcProvider;
let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider();
  sink = await startSmtpSink();
  t = await createTestApp({ env: { ...provider.env, SMTP_URL: sink.url } });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
  await sink?.stop();
});

let subCounter = 0;
const newSub = () => `google-sub-${Date.now()}-${++subCounter}`;

function claimsFor(overrides: OidcClaims = {}): OidcClaims {
  return {
    sub: newSub(),
    email: uniqueEmail('g'),
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    ...overrides,
  };
}

interface FlowResult {
  /** Where the callback sent the browser. */
  location: string;
  callbackStatus: number;
  /** The callback address the provider sent the browser to. */
  callback: URL;
}

/** GET /api/auth/google → provider /authorize → GET callback, as a browser would. */
async function googleSignIn(
  client: TestClient,
  claims: OidcClaims,
  options: { mode?: 'signup'; tamper?: (callback: URL) => void } = {},
): Promise<FlowResult> {
  provider.setNextClaims(claims);
  const start = await client.get(`/api/auth/google${options.mode ? '?mode=signup' : ''}`);
  expect(start.status).toBe(302);
  const authorizeUrl = new URL(start.headers.get('location')!);
  expect(authorizeUrl.origin).toBe(provider.issuerUrl);

  const auth = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(auth.status).toBe(302);
  const callback = new URL(auth.headers.get('location')!);
  expect(callback.pathname).toBe('/api/auth/google/callback');
  options.tamper?.(callback);

  const done = await client.get(`${callback.pathname}${callback.search}`);
  return { location: done.headers.get('location') ?? '', callbackStatus: done.status, callback };
}

async function me(client: TestClient) {
  const res = await client.get('/api/auth/user');
  expect(res.status).toBe(200);
  return (await res.json()) as {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    isVerified: boolean;
  } | null;
}

async function userCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(users);
  return row!.n;
}

describe('GET /api/auth/google', () => {
  it('refuses to start for a Host that is not allowed when PUBLIC_URL is unset', async () => {
    const res = await t.client().get('/api/auth/google', { headers: { host: 'evil.example' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?error=oauth_error');
  });

  it('redirects to the provider with PKCE, state, nonce and the scopes', async () => {
    const client = t.client();
    const res = await client.get('/api/auth/google');
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get('location')!);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuerUrl}/authorize`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(provider.clientId);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('redirect_uri')).toBe('http://localhost/api/auth/google/callback');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('hd')).toBe('nyu.edu');

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('greenroom_oidc='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/google/);
    expect(cookie).toMatch(/Max-Age=600/);
    // The verifier, state and nonce are sealed, not readable.
    expect(cookie).not.toContain(q.get('state')!);
  });
});

describe('Google sign-in', () => {
  it('a member e-mail creates a verified account, signs in, and sends no verification e-mail', async () => {
    const claims = claimsFor();
    const client = t.client();
    const flow = await googleSignIn(client, claims);
    expect(flow.callbackStatus).toBe(302);
    expect(flow.location).toBe('/');

    const user = await me(client);
    expect(user).toMatchObject({
      email: claims.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      isVerified: true,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user!.id));
    expect(row!.googleSub).toBe(claims.sub);
    expect(row!.passwordHash).toBeNull();
    // The flow cookie is gone.
    expect(client.jar.cookies.has('greenroom_oidc')).toBe(false);
    await new Promise((r) => setTimeout(r, 100));
    expect(sink.to(claims.email as string)).toHaveLength(0);
  });

  it('the same sub signs in to the same account (keyed on sub, not e-mail)', async () => {
    const claims = claimsFor();
    const first = t.client();
    expect((await googleSignIn(first, claims)).location).toBe('/');
    const firstUser = await me(first);

    const before = await userCount();
    const second = t.client();
    // Same subject, the provider now reports another (member) address: still the same account.
    const again = await googleSignIn(second, { ...claims, email: uniqueEmail('renamed') });
    expect(again.location).toBe('/');
    expect((await me(second))?.id).toBe(firstUser!.id);
    expect(await userCount()).toBe(before);
  });

  it('takes names from `name` when given/family names are missing', async () => {
    const client = t.client();
    const claims = claimsFor({
      given_name: undefined,
      family_name: undefined,
      name: 'Ada King Lovelace',
    });
    delete claims.given_name;
    delete claims.family_name;
    expect((await googleSignIn(client, claims)).location).toBe('/');
    expect(await me(client)).toMatchObject({ firstName: 'Ada', lastName: 'King Lovelace' });
  });

  it('mode=signup works the same and keeps the mode on errors', async () => {
    const ok = t.client();
    expect((await googleSignIn(ok, claimsFor(), { mode: 'signup' })).location).toBe('/');
    const refused = await googleSignIn(
      t.client(),
      claimsFor({ email: uniqueEmail('x', 'gmail.com') }),
      { mode: 'signup' },
    );
    expect(refused.location).toBe('/auth?error=non_nyu_email&mode=signup');
  });

  it("starts a new session and ends the browser's previous one", async () => {
    const member = await t.signUp();
    const oldCookie = member.cookie;
    const [{ n: before }] = (await t.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, member.user.id))) as [{ n: number }];
    expect(before).toBe(1);

    expect((await googleSignIn(member.client, claimsFor())).location).toBe('/');
    expect(member.client.jar.header()).not.toBe(oldCookie);
    const [{ n: after }] = (await t.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, member.user.id))) as [{ n: number }];
    expect(after).toBe(0);
    const stale = await t.request('/api/auth/user', { headers: { cookie: oldCookie } });
    expect(await stale.json()).toBeNull();
  });
});

describe('Google sign-in refusals', () => {
  async function expectRefused(claims: OidcClaims, error: string) {
    const before = await userCount();
    const client = t.client();
    const flow = await googleSignIn(client, claims);
    expect(flow.callbackStatus).toBe(302);
    expect(flow.location).toBe(`/auth?error=${error}`);
    expect(await me(client)).toBeNull();
    expect(await userCount()).toBe(before);
  }

  it('a non-member domain → non_nyu_email', async () => {
    await expectRefused(claimsFor({ email: uniqueEmail('x', 'gmail.com') }), 'non_nyu_email');
    // A look-alike domain is not a member domain either.
    await expectRefused(
      claimsFor({ email: uniqueEmail('x', 'nyu.edu.evil.com') }),
      'non_nyu_email',
    );
  });

  it('an unverified e-mail → non_nyu_email (false, missing, or the string "true")', async () => {
    await expectRefused(claimsFor({ email_verified: false }), 'non_nyu_email');
    const missing = claimsFor();
    delete missing.email_verified;
    await expectRefused(missing, 'non_nyu_email');
    await expectRefused(
      claimsFor({ email_verified: 'true' as unknown as boolean }),
      'non_nyu_email',
    );
    const noEmail = claimsFor();
    delete noEmail.email;
    await expectRefused(noEmail, 'non_nyu_email');
  });

  it('a token for another audience → oauth_error', async () => {
    await expectRefused(claimsFor({ aud: 'someone-else' }), 'oauth_error');
    await expectRefused(claimsFor({ aud: ['someone-else', 'another'] }), 'oauth_error');
  });

  it('a wrong nonce, issuer or an expired token → oauth_error', async () => {
    await expectRefused(claimsFor({ nonce: 'forged' }), 'oauth_error');
    await expectRefused(claimsFor({ iss: 'https://evil.example' }), 'oauth_error');
    const past = Math.floor(Date.now() / 1000) - 7200;
    await expectRefused(claimsFor({ iat: past - 3600, exp: past }), 'oauth_error');
  });

  it('a bad or missing state → oauth_error', async () => {
    const before = await userCount();
    const forged = await googleSignIn(t.client(), claimsFor(), {
      tamper: (cb) => cb.searchParams.set('state', 'forged-state'),
    });
    expect(forged.location).toBe('/auth?error=oauth_error');
    const missing = await googleSignIn(t.client(), claimsFor(), {
      tamper: (cb) => cb.searchParams.delete('state'),
    });
    expect(missing.location).toBe('/auth?error=oauth_error');
    expect(await userCount()).toBe(before);
  });

  it('a callback without the flow cookie (another browser, CSRF) or replayed → oauth_error', async () => {
    const victim = t.client();
    const flow = await googleSignIn(t.client(), claimsFor());
    // The first browser used the code already; replay it in a fresh browser.
    const replay = await victim.get(`${flow.callback.pathname}${flow.callback.search}`);
    expect(replay.headers.get('location')).toBe('/auth?error=oauth_error');
    expect(await me(victim)).toBeNull();

    // Same browser replays its own callback: the flow cookie is single-use.
    const client = t.client();
    const own = await googleSignIn(client, claimsFor());
    expect(own.location).toBe('/');
    const again = await t.client().get(`${own.callback.pathname}${own.callback.search}`);
    expect(again.headers.get('location')).toBe('/auth?error=oauth_error');
  });

  it('a tampered flow cookie → oauth_error', async () => {
    const client = t.client();
    provider.setNextClaims(claimsFor());
    const start = await client.get('/api/auth/google');
    const auth = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const cb = new URL(auth.headers.get('location')!);
    const sealed = client.jar.cookies.get('greenroom_oidc')!;
    client.jar.cookies.set('greenroom_oidc', `${sealed.slice(0, -2)}AA`);
    const res = await client.get(`${cb.pathname}${cb.search}`);
    expect(res.headers.get('location')).toBe('/auth?error=oauth_error');
  });

  it('the provider answering an error → oauth_error', async () => {
    provider.failNextAuthorization('access_denied');
    const client = t.client();
    const start = await client.get('/api/auth/google');
    const auth = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const cb = new URL(auth.headers.get('location')!);
    expect(cb.searchParams.get('error')).toBe('access_denied');
    const res = await client.get(`${cb.pathname}${cb.search}`);
    expect(res.headers.get('location')).toBe('/auth?error=oauth_error');
  });

  it('the e-mail of a verified password account with a new sub → no_user, never linked', async () => {
    const member = await t.signUp();
    await t.db.update(users).set({ isVerified: true }).where(eq(users.id, member.user.id));
    const before = await userCount();
    const client = t.client();
    const flow = await googleSignIn(client, claimsFor({ email: member.email }));
    expect(flow.location).toBe('/auth?error=no_user');
    expect(await me(client)).toBeNull();
    expect(await userCount()).toBe(before);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.googleSub).toBeNull();
    expect(row!.passwordHash).not.toBeNull();
    // The password account is untouched and still signs in.
    const { res } = await t.logIn(member.email, member.password);
    expect(res.status).toBe(200);
  });

  it('claims an unverified sign-up with its e-mail: the squatter loses password and sessions', async () => {
    const squatter = await t.signUp({
      email: 'Admin@NYU.edu',
      firstName: 'Not',
      lastName: 'Admin',
      verified: false,
    });
    expect(squatter.user).toMatchObject({ isAdmin: false, isVerified: false });
    const owner = t.client();
    const flow = await googleSignIn(owner, claimsFor({ email: 'admin@nyu.edu' }));
    expect(flow.location).toBe('/');
    expect(await me(owner)).toMatchObject({
      id: squatter.user.id,
      email: 'admin@nyu.edu',
      firstName: 'Grace',
      lastName: 'Hopper',
      isVerified: true,
      isAdmin: true,
    });
    // The earlier sign-up's session and password no longer work.
    expect(await me(squatter.client)).toBeNull();
    expect((await t.logIn(squatter.email, squatter.password)).res.status).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, squatter.user.id));
    expect(row!.passwordHash).toBeNull();
  });

  it('the e-mail of another Google account with a new sub → no_user', async () => {
    const claims = claimsFor();
    expect((await googleSignIn(t.client(), claims)).location).toBe('/');
    const other = await googleSignIn(t.client(), { ...claims, sub: newSub() });
    expect(other.location).toBe('/auth?error=no_user');
  });

  it('a suspended member → account_suspended', async () => {
    const claims = claimsFor();
    const client = t.client();
    expect((await googleSignIn(client, claims)).location).toBe('/');
    const id = (await me(client))!.id;
    await t.db
      .update(users)
      .set({ isSuspended: true, suspendedAt: new Date() })
      .where(eq(users.id, id));
    const fresh = t.client();
    expect((await googleSignIn(fresh, claims)).location).toBe('/auth?error=account_suspended');
    expect(fresh.jar.header() ?? '').not.toMatch(/greenroom_session/);
  });

  it('a session that cannot be created → session_failed', async () => {
    await t.db.execute(
      sql`alter table sessions add constraint sessions_test_block check (false) not valid`,
    );
    try {
      const claims = claimsFor();
      const before = await userCount();
      const client = t.client();
      const flow = await googleSignIn(client, claims);
      expect(flow.location).toBe('/auth?error=session_failed');
      expect(await me(client)).toBeNull();
      // Nothing half-done: the account was not created either.
      expect(await userCount()).toBe(before);
    } finally {
      await t.db.execute(sql`alter table sessions drop constraint sessions_test_block`);
    }
    // And the next attempt works.
    const client = t.client();
    expect((await googleSignIn(client, claimsFor())).location).toBe('/');
    expect(await me(client)).not.toBeNull();
  });
});

describe('Google sign-in not configured', () => {
  it('answers oauth_error without calling any provider', async () => {
    const bare = await createTestApp({ database: t.database });
    const res = await bare.request('/api/auth/google');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?error=oauth_error');
    const signup = await bare.request('/api/auth/google?mode=signup');
    expect(signup.headers.get('location')).toBe('/auth?error=oauth_error&mode=signup');
    const callback = await bare.request('/api/auth/google/callback?code=x&state=y');
    expect(callback.headers.get('location')).toBe('/auth?error=oauth_error');
  });
});
