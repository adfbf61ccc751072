// The real app on a test database, driven in process through app.request().
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { type CreateAppDeps, createApp } from '@greenroom/sync-server/app';
import type { Database } from '@greenroom/sync-server/db/client';
import { users } from '@greenroom/sync-server/db/schema/users';
import { type EnvInput, loadEnv } from '@greenroom/sync-server/env';
import { silentLogger } from '@greenroom/sync-server/logger';
import { eq } from 'drizzle-orm';
import { TEST_PASSWORD, uniqueEmail } from './accounts';
import { CookieJar } from './cookie-jar';
import { createTestDatabase } from './test-db';
import { verificationLinkIn } from './verification-mail';

/** A reply whose json() is loosely typed, for terse assertions. */
// biome-ignore lint/suspicious/noExplicitAny: test convenience
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON (Content-Type set) unless it is a string/FormData. */
  json?: unknown;
  body?: RequestInit['body'];
}

/** A member's browser: requests carry and keep its cookies. */
export class TestClient {
  readonly jar = new CookieJar();
  constructor(private readonly send: (path: string, init: RequestInit) => Promise<Response>) {}

  async request(path: string, options: RequestOptions = {}): Promise<TestResponse> {
    const { json, headers: extra, ...rest } = options;
    const headers = new Headers(extra);
    const cookie = this.jar.header();
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
    let body = rest.body;
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(json);
    }
    const res = await this.send(path, { ...rest, headers, body });
    this.jar.update(res);
    return res;
  }

  get(path: string, options: RequestOptions = {}) {
    return this.request(path, { ...options, method: 'GET' });
  }
  post(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request(path, { ...options, method: 'POST', json });
  }
  put(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request(path, { ...options, method: 'PUT', json });
  }
  patch(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request(path, { ...options, method: 'PATCH', json });
  }
  delete(path: string, options: RequestOptions = {}) {
    return this.request(path, { ...options, method: 'DELETE' });
  }
}

export interface SignUpInput {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  program?: string;
  graduationYear?: number | string;
  /**
   * Follow the link of the verification e-mail (default true): only verified members use the
   * network (#28 §1). `false` leaves an account that sees its own rows only.
   */
  verified?: boolean;
}

export interface SignedUp {
  client: TestClient;
  user: CurrentUser;
  /** The `Cookie` header value of the new session. */
  cookie: string;
  email: string;
  password: string;
}

export interface TestAppOptions extends Partial<Omit<CreateAppDeps, 'env' | 'database'>> {
  /** Configuration overrides; the process environment is ignored. */
  env?: EnvInput;
  /** Use this database instead of cloning a PostgreSQL one (e.g. PGlite). Not closed by close(). */
  database?: Database;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const testDb = options.database ? undefined : await createTestDatabase();
  const database = options.database ?? testDb!.database;
  const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-test-'));
  const env = loadEnv(
    {
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-static'),
      // Every test signs its members up from one address; the sign-up throttle's own tests
      // (rate-limits/) set it. The per-member write limits stay on unless a test turns them off.
      SIGNUP_LIMIT_PER_HOUR: 0,
      ...options.env,
    },
    {},
  );
  const { app, services, deliveries, media } = createApp({
    logger: silentLogger,
    ...options,
    env,
    database,
  });

  const send = async (path: string, init: RequestInit) => app.request(path, init);

  /** A fresh browser (empty cookie jar). */
  const client = () => new TestClient(send);

  /** Sign up a new member (unique e-mail); the returned client holds the session cookie. */
  async function signUp(overrides: SignUpInput = {}): Promise<SignedUp> {
    const c = client();
    const body = {
      email: overrides.email ?? uniqueEmail(),
      password: overrides.password ?? TEST_PASSWORD,
      firstName: overrides.firstName ?? 'Ada',
      lastName: overrides.lastName ?? 'Lovelace',
      program: overrides.program ?? 'Film and Television',
      graduationYear: overrides.graduationYear ?? 2027,
    };
    const startedAt = new Date();
    const res = await c.post('/api/auth/signup', body);
    if (res.status !== 201) throw new Error(`signUp failed: ${res.status} ${await res.text()}`);
    let user = (await res.json()) as CurrentUser;
    // The address as the server keeps it (trimmed, lower case) names the e-mail's file.
    if (overrides.verified !== false) user = await verify(c, user.email, startedAt);
    return { client: c, user, cookie: c.jar.header()!, email: body.email, password: body.password };
  }

  /** A member made an admin, as an operator grants it (the database; no route does). */
  async function signUpAdmin(overrides: SignUpInput = {}): Promise<SignedUp> {
    const admin = await signUp({ firstName: 'Root', lastName: 'Admin', ...overrides });
    await database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    return admin;
  }

  /** Follows the link of the member's verification e-mail in their browser; their row after. */
  async function verify(c: TestClient, email: string, since: Date): Promise<CurrentUser> {
    if (env.SMTP_URL) {
      // E-mail goes to an SMTP server the test owns: mark the row as the link would.
      await database.db.update(users).set({ isVerified: true }).where(eq(users.email, email));
    } else {
      const link = await verificationLinkIn(join(dataDir, 'mail'), email, since);
      const followed = await c.get(link);
      if (followed.status !== 302 || followed.headers.get('location') !== '/?verified=1') {
        throw new Error(`verification link refused: ${followed.status}`);
      }
    }
    const me = await c.get('/api/auth/user');
    const row = (await me.json()) as CurrentUser;
    if (!row.isVerified) throw new Error(`${email} is not verified`);
    return row;
  }

  /** Sign in with a password in a fresh browser. */
  async function logIn(email: string, password: string = TEST_PASSWORD) {
    const c = client();
    const res = await c.post('/api/auth/login', { email, password });
    return { client: c, res };
  }

  return {
    app,
    services,
    /** Web push and e-mail: `await t.deliveries.drain()` sends what is due. */
    deliveries,
    /** Files nothing references: `await t.media.drain()` deletes the released ones (ADR 022). */
    media,
    /** Streaming renditions of videos: `await t.videoQueue.drain()` makes the queued ones. */
    videoQueue: services.videoQueue,
    env,
    database,
    db: database.db,
    /** A request without cookies (or with the ones you pass in init.headers). */
    request: (path: string, init: RequestInit = {}): Promise<TestResponse> => send(path, init),
    client,
    signUp,
    signUpAdmin,
    logIn,
    async close() {
      await deliveries.stop();
      await media.stop();
      await services.videoQueue.stop();
      await testDb?.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
