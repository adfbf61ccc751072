import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../../../../tests/support/accounts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { loginFailures, sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { sessionIdOf } from './session';

let t: TestApp;
const closedSessions: string[] = [];
const closedUsers: string[] = [];
const signedUp: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { TRUST_PROXY: 'true' },
    hooks: {
      closeSocketsOfSession: (id) => {
        closedSessions.push(id);
      },
      closeSocketsOfUser: (id) => {
        closedUsers.push(id);
      },
      onSignedUp: (user) => {
        signedUp.push(user.id);
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
});

function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    firstName: 'Grace',
    lastName: 'Hopper',
    program: 'Dance',
    graduationYear: 2026,
    ...overrides,
  };
}

function sessionTokenOf(cookie: string): string {
  return cookie.split('=')[1]!;
}

describe('POST /api/auth/signup', () => {
  it('creates the member, signs them in and answers 201 CurrentUser', async () => {
    const c = t.client();
    const body = signupBody({ email: '  New.Member@NYU.edu ' });
    const res = await c.post('/api/auth/signup', body);
    expect(res.status).toBe(201);
    const user = await res.json();
    expect(user).toMatchObject({
      email: 'new.member@nyu.edu',
      firstName: 'Grace',
      lastName: 'Hopper',
      program: 'Dance',
      // The program places the member: the arts school, and its Dance major.
      school: 'Tisch School of the Arts',
      major: 'Dance',
      graduationYear: 2026,
      isVerified: false,
      isSuspended: false,
      isAdmin: false,
      hasPassword: true,
      authProvider: 'password',
      emailNotifications: true,
      hideProfileViews: false,
    });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^greenroom_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('Max-Age=2592000');
    expect(setCookie).not.toContain('Secure');

    const me = await c.get('/api/auth/user');
    expect((await me.json()).id).toBe(user.id);
    // The hook runs after commit.
    expect(signedUp).toContain(user.id);
  });

  it('sets school and major from the program where the catalogue maps it, and no more', async () => {
    const placed = async (program: string) => {
      const res = await t.client().post('/api/auth/signup', signupBody({ program }));
      expect(res.status).toBe(201);
      const user = (await res.json()) as { school: string | null; major: string | null };
      return { school: user.school, major: user.major };
    };
    expect(await placed('Game Design')).toEqual({
      school: 'Tisch School of the Arts',
      major: 'Game Center',
    });
    expect(await placed('Producing')).toEqual({ school: 'Tisch School of the Arts', major: null });
    expect(await placed('Other')).toEqual({ school: null, major: null });
  });

  it('uses a __Host- Secure cookie behind HTTPS', async () => {
    const c = t.client();
    const res = await c.post('/api/auth/signup', signupBody(), {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(201);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-greenroom_session=/);
    expect(setCookie).toContain('Secure');
  });

  it('with PUBLIC_URL on https accepts only the __Host- cookie, never a planted plain one', async () => {
    const https = await createTestApp({
      database: t.database,
      env: { PUBLIC_URL: 'https://greenroom.example' },
    });
    const member = await https.signUp();
    const token = member.client.jar.cookies.get('__Host-greenroom_session')!;
    expect(token).toBeTruthy();
    const asHost = await https.request('/api/auth/user', {
      headers: { cookie: `__Host-greenroom_session=${token}` },
    });
    expect((await asHost.json())?.id).toBe(member.user.id);
    const planted = await https.request('/api/auth/user', {
      headers: { cookie: `greenroom_session=${token}` },
    });
    expect(await planted.json()).toBeNull();
  });

  it('stores an argon2id hash with m=19456, t=2, p=1 and never the password', async () => {
    const body = signupBody();
    await t.client().post('/api/auth/signup', body);
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it('refuses e-mails outside the member domains with the exact message', async () => {
    for (const email of ['someone@gmail.com', 'x@nyu.edu.evil.com', 'x@sub.nyu.edu']) {
      const res = await t.client().post('/api/auth/signup', signupBody({ email }));
      expect(res.status, email).toBe(400);
      expect(await res.json()).toEqual({
        message: 'Please use a valid NYU email address (@nyu.edu)',
      });
    }
    const count = await t.db.select().from(users).where(eq(users.email, 'someone@gmail.com'));
    expect(count).toHaveLength(0);
  });

  it('accepts every configured member domain', async () => {
    const multi = await createTestApp({
      database: t.database,
      env: { UNIVERSITY_EMAIL_DOMAINS: 'nyu.edu, alumni.nyu.edu' },
    });
    const res = await multi
      .client()
      .post('/api/auth/signup', signupBody({ email: uniqueEmail('a', 'alumni.nyu.edu') }));
    expect(res.status).toBe(201);
  });

  it('answers 409 for an e-mail already registered (any case)', async () => {
    const { email } = await t.signUp();
    const res = await t
      .client()
      .post('/api/auth/signup', signupBody({ email: email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it('answers 400 with a message for missing fields and a program not in the list', async () => {
    const missing = await t.client().post('/api/auth/signup', { email: uniqueEmail() });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('Password is required');

    const noName = await t.client().post('/api/auth/signup', signupBody({ firstName: '  ' }));
    expect(noName.status).toBe(400);
    expect((await noName.json()).message).toBe('First name is required');

    const program = await t
      .client()
      .post('/api/auth/signup', signupBody({ program: 'Astrophysics' }));
    expect(program.status).toBe(400);
    expect((await program.json()).message).toBe('Please choose a program');

    const year = await t.client().post('/api/auth/signup', signupBody({ graduationYear: 1999 }));
    expect(year.status).toBe(400);
  });

  it('ignores fields a member may not set (mass assignment)', async () => {
    const res = await t
      .client()
      .post('/api/auth/signup', signupBody({ isAdmin: true, isVerified: true }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ isAdmin: false, isVerified: false });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with a new token each time and answers CurrentUser', async () => {
    const member = await t.signUp();
    const first = await t.logIn(member.email, member.password);
    expect(first.res.status).toBe(200);
    const user = await first.res.json();
    expect(user).toMatchObject({ id: member.user.id, email: member.email, hasPassword: true });
    const second = await t.logIn(member.email.toUpperCase(), member.password);
    expect(second.res.status).toBe(200);
    const a = first.client.jar.header();
    const b = second.client.jar.header();
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    expect(a).not.toBe(member.cookie);
    // All three sessions are valid on their own.
    for (const c of [first.client, second.client, member.client]) {
      expect((await (await c.get('/api/auth/user')).json())?.id).toBe(member.user.id);
    }
  });

  it('rotates the session when a signed-in browser logs in again', async () => {
    const member = await t.signUp();
    const oldId = sessionIdOf(sessionTokenOf(member.cookie));
    const res = await member.client.post('/api/auth/login', {
      email: member.email,
      password: member.password,
    });
    expect(res.status).toBe(200);
    expect(member.client.jar.header()).not.toBe(member.cookie);
    const old = await t.db.select().from(sessions).where(eq(sessions.id, oldId));
    expect(old).toHaveLength(0);
    expect(closedSessions).toContain(oldId);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const member = await t.signUp();
    const wrong = await t.logIn(member.email, 'not the password');
    const unknown = await t.logIn(uniqueEmail('ghost'), 'not the password');
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    expect(await wrong.res.json()).toEqual({ message: 'Invalid email or password' });
    expect(await unknown.res.json()).toEqual({ message: 'Invalid email or password' });
    expect(wrong.res.headers.get('set-cookie')).toBeNull();
  });

  const loginFrom = (ip: string, email: string, password: string) =>
    t.client().post('/api/auth/login', { email, password }, { headers: { 'x-forwarded-for': ip } });

  it('throttles after 10 failures per (e-mail, IP): 429 with Retry-After', async () => {
    const member = await t.signUp();
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom('10.1.0.1', member.email, `bad-${i}`)).status).toBe(401);
    }
    // Even the right password is refused from that address while throttled.
    const res = await loginFrom('10.1.0.1', member.email, member.password);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('a stranger cannot lock a member out: the member signs in from their own address', async () => {
    const member = await t.signUp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 11; i++) await loginFrom('10.4.0.66', member.email, 'guess');
    }
    expect((await loginFrom('10.4.0.66', member.email, member.password)).status).toBe(429);
    expect((await loginFrom('10.4.1.1', member.email, member.password)).status).toBe(200);
  });

  it('keeps a looser ceiling per e-mail from any address (100 an hour)', async () => {
    const member = await t.signUp();
    const failedAt = new Date(Date.now() - 30 * 60 * 1000);
    await t.db
      .insert(loginFailures)
      .values(Array.from({ length: 100 }, () => ({ key: `email:${member.email}`, failedAt })));
    const res = await loginFrom('10.5.0.1', member.email, member.password);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
  });

  it('throttles after 30 failures per IP across e-mails', async () => {
    const member = await t.signUp();
    const ip = '10.2.0.7';
    for (let i = 0; i < 30; i++) {
      expect((await loginFrom(ip, uniqueEmail('x'), 'bad')).status).toBe(401);
    }
    const blocked = await loginFrom(ip, member.email, member.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await loginFrom('10.2.0.8', member.email, member.password)).status).toBe(200);
  });

  it('takes the address the proxy appended, not the forged ones before it', async () => {
    const member = await t.signUp();
    for (let i = 0; i < 10; i++) {
      const forged = `198.51.100.${i}, 10.6.0.9`;
      expect((await loginFrom(forged, member.email, 'bad')).status).toBe(401);
    }
    const res = await loginFrom('203.0.113.250, 10.6.0.9', member.email, member.password);
    expect(res.status).toBe(429);
  });

  it('a successful login forgives the failures from that address', async () => {
    const member = await t.signUp();
    for (let i = 0; i < 9; i++) await loginFrom('10.3.0.1', member.email, 'bad');
    expect((await loginFrom('10.3.0.1', member.email, member.password)).status).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await loginFrom('10.3.0.1', member.email, 'bad')).status).toBe(401);
    }
  });

  it('parallel logins of one member (two devices at once, a double tap) each get a session', async () => {
    const member = await t.signUp();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => loginFrom('10.8.0.1', member.email, member.password)),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
  });

  it('checks and records in one step: 40 parallel wrong logins try at most 10', async () => {
    const member = await t.signUp();
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom('10.7.0.1', member.email, `bad-${i}`)),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    const [row] = await t.db
      .select({ n: count() })
      .from(loginFailures)
      .where(eq(loginFailures.key, `email-ip:${member.email}|10.7.0.1`));
    expect(row!.n).toBe(10);
  });
});

describe('suspended members', () => {
  it('get 403 "Account suspended" at login and on any call with an existing session', async () => {
    const member = await t.signUp();
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, member.user.id));

    const login = await t.logIn(member.email, member.password);
    expect(login.res.status).toBe(403);
    expect(await login.res.json()).toEqual({ message: 'Account suspended' });
    expect(login.client.jar.header()).toBeUndefined();

    const call = await member.client.get('/api/auth/user');
    expect(call.status).toBe(403);
    expect(await call.json()).toEqual({ message: 'Account suspended' });
    // Their sessions are gone and their sockets closed.
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    expect(left).toHaveLength(0);
    expect(closedUsers).toContain(member.user.id);

    const unsafe = await member.client.post('/api/auth/change-password', {
      currentPassword: member.password,
      newPassword: 'another secret',
      confirmPassword: 'another secret',
    });
    expect(unsafe.status).toBe(401);
  });
});

describe('GET /api/auth/user', () => {
  it('answers null for anonymous visitors', async () => {
    const res = await t.request('/api/auth/user');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('null');
  });

  it('never includes a password hash', async () => {
    const member = await t.signUp();
    const raw = await (await member.client.get('/api/auth/user')).text();
    expect(raw).not.toMatch(/password_?hash/i);
    expect(raw).not.toContain('$argon2');
    const login = await t.logIn(member.email, member.password);
    expect(await login.res.text()).not.toMatch(/password_?hash|\$argon2/i);
  });

  it('treats an expired session as anonymous', async () => {
    const member = await t.signUp();
    const id = sessionIdOf(sessionTokenOf(member.cookie));
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, id));
    const res = await member.client.get('/api/auth/user');
    expect(await res.text()).toBe('null');
    const protectedCall = await member.client.post('/api/auth/logout');
    expect(protectedCall.status).toBe(401);
    expect(await protectedCall.json()).toEqual({ message: 'Not signed in' });
  });

  it('slides the expiry once less than 29 days remain, and re-sends the cookie', async () => {
    const member = await t.signUp();
    const id = sessionIdOf(sessionTokenOf(member.cookie));
    const fresh = await member.client.get('/api/auth/user');
    expect(fresh.headers.get('set-cookie')).toBeNull();
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '10 days'` })
      .where(eq(sessions.id, id));
    const res = await member.client.get('/api/auth/user');
    expect(res.headers.get('set-cookie')).toContain('Max-Age=2592000');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    const daysLeft = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29.9);
  });

  it('gives the primary admin address admin rights only once it is verified', async () => {
    const admin = await t.signUp({ email: ' Admin@NYU.edu', verified: false });
    expect(admin.user).toMatchObject({ isAdmin: false, isVerified: false });
    // Unverified, it may not edit another member's post.
    const author = await t.signUp();
    const post = await (await author.client.post('/api/posts', { content: 'mine' })).json();
    const edit = await admin.client.put(`/api/posts/${post.id}`, { content: 'taken over' });
    expect(edit.status).toBe(403);
    await t.db.update(users).set({ isVerified: true }).where(eq(users.id, admin.user.id));
    expect((await (await admin.client.get('/api/auth/user')).json()).isAdmin).toBe(true);
    expect((await admin.client.put(`/api/posts/${post.id}`, { content: 'moderated' })).status).toBe(
      200,
    );
  });

  it('reports the primary admin rule in isAdmin', async () => {
    const flagged = await t.signUp();
    expect(flagged.user.isAdmin).toBe(false);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, flagged.user.id));
    expect((await (await flagged.client.get('/api/auth/user')).json()).isAdmin).toBe(true);

    const other = await createTestApp({
      database: t.database,
      env: { PRIMARY_ADMIN_EMAIL: 'dean@nyu.edu' },
    });
    const asAdmin = await other.logIn('admin@nyu.edu', TEST_PASSWORD);
    expect((await asAdmin.res.json()).isAdmin).toBe(false);
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session: the old cookie no longer works', async () => {
    const member = await t.signUp();
    const cookie = member.cookie;
    const id = sessionIdOf(sessionTokenOf(cookie));
    const res = await member.client.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Logged out' });
    expect(res.headers.get('set-cookie')).toMatch(/greenroom_session=;.*Max-Age=0/);
    expect(member.client.jar.header()).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
    expect(closedSessions).toContain(id);
    const replay = await t.request('/api/auth/user', { headers: { cookie } });
    expect(await replay.text()).toBe('null');
  });

  it('answers 401 without a session', async () => {
    const res = await t.request('/api/auth/logout', { method: 'POST' });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
    currentPassword,
    newPassword,
    confirmPassword,
  });

  it('answers 401 without a session', async () => {
    const res = await t.client().post('/api/auth/change-password', change('a', 'bbbbbb'));
    expect(res.status).toBe(401);
  });

  it('refuses a wrong current password with 400', async () => {
    const member = await t.signUp();
    const res = await member.client.post(
      '/api/auth/change-password',
      change('wrong one', 'new secret 1'),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Current password is incorrect' });
  });

  it('refuses a mismatched confirmation and a short password with the spec messages', async () => {
    const member = await t.signUp();
    const mismatch = await member.client.post(
      '/api/auth/change-password',
      change(member.password, 'new secret 1', 'new secret 2'),
    );
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).message).toBe("Passwords don't match");
    const short = await member.client.post(
      '/api/auth/change-password',
      change(member.password, 'abc'),
    );
    expect((await short.json()).message).toBe('New password must be at least 6 characters');
    const empty = await member.client.post('/api/auth/change-password', change('', 'new secret 1'));
    expect((await empty.json()).message).toBe('Current password is required');
  });

  it('refuses Google-only accounts', async () => {
    const member = await t.signUp();
    await t.db
      .update(users)
      .set({ passwordHash: null, googleSub: 'google-123' })
      .where(eq(users.id, member.user.id));
    const res = await member.client.post(
      '/api/auth/change-password',
      change('anything', 'new secret 1'),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Password settings are not available for Google accounts.',
    });
    const me = await (await member.client.get('/api/auth/user')).json();
    expect(me).toMatchObject({ hasPassword: false, authProvider: 'google' });
  });

  it('ends every other session, keeps this one, and the new password works', async () => {
    const member = await t.signUp();
    const other = await t.logIn(member.email, member.password);
    const otherId = sessionIdOf(sessionTokenOf(other.client.jar.header()!));
    const res = await member.client.post(
      '/api/auth/change-password',
      change(member.password, 'brand new pw'),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Password changed' });

    expect((await (await member.client.get('/api/auth/user')).json())?.id).toBe(member.user.id);
    expect(await (await other.client.get('/api/auth/user')).text()).toBe('null');
    expect(closedSessions).toContain(otherId);

    expect((await t.logIn(member.email, member.password)).res.status).toBe(401);
    expect((await t.logIn(member.email, 'brand new pw')).res.status).toBe(200);
  });
});

describe('the bounded password-hashing pool', () => {
  it('answers 503 with Retry-After beyond its queue, and creates nothing for those', async () => {
    const tight = await createTestApp({
      database: t.database,
      env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE_LIMIT: '1' },
    });
    const emails = Array.from({ length: 6 }, () => uniqueEmail('flood'));
    const replies = await Promise.all(
      emails.map((email) => tight.client().post('/api/auth/signup', signupBody({ email }))),
    );
    const busy = replies.filter((r) => r.status === 503);
    expect(replies.filter((r) => r.status === 201)).toHaveLength(2);
    expect(busy).toHaveLength(4);
    expect(await busy[0]!.json()).toEqual({
      message: 'The server is busy. Please try again in a moment.',
    });
    expect(Number(busy[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const [row] = await t.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.email} in ${emails}`);
    expect(row!.n).toBe(2);
  });

  it('a login refused for a full pool is not counted as a failure', async () => {
    const tight = await createTestApp({
      database: t.database,
      env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE_LIMIT: '0', TRUST_PROXY: '1' },
    });
    const member = await tight.signUp();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        tight
          .client()
          .post(
            '/api/auth/login',
            { email: member.email, password: 'wrong' },
            { headers: { 'x-forwarded-for': '10.8.0.1' } },
          ),
      ),
    );
    const failed = replies.filter((r) => r.status === 401).length;
    expect(replies.filter((r) => r.status === 503).length).toBeGreaterThan(0);
    const [row] = await t.db
      .select({ n: count() })
      .from(loginFailures)
      .where(eq(loginFailures.key, `email-ip:${member.email}|10.8.0.1`));
    expect(row!.n).toBe(failed);
  });
});
