// /ws against real servers: two startServer() instances on one PostgreSQL database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Change } from '@greenroom/shared-model/schemas/sync';
import type { ServerMessage } from '@greenroom/shared-model/schemas/ws';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TEST_PASSWORD, uniqueEmail } from '../../../tests/support/accounts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import { verificationLinkIn } from '../../../tests/support/verification-mail';
import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { silentLogger } from '../logger';
import { type RunningServer, startServer } from '../server';
import { publishToUser } from './channels';
import { CLOSE_SESSION_ENDED } from './hub';

let testDb: TestDatabase;
let one: RunningServer;
let two: RunningServer;

async function start(): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'greenroom-live-'));
  const database = await openDatabase({
    databaseUrl: testDb.url,
    dataDir: dir,
    migrate: false,
    maxConnections: 4,
  });
  return startServer({
    env: loadEnv({ PORT: 0, HOST: '127.0.0.1', DATA_DIR: dir, STATIC_DIR: join(dir, 'none') }, {}),
    database,
    closeDatabase: true,
    logger: silentLogger,
  });
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  [one, two] = await Promise.all([start(), start()]);
});
afterAll(async () => {
  await Promise.allSettled([one?.close(), two?.close()]);
  await testDb?.close();
});

interface Member {
  id: string;
  email: string;
  cookie: string;
}

function cookieOf(res: Response): string {
  const pair = res.headers.getSetCookie()[0]?.split(';')[0];
  if (!pair) throw new Error('no session cookie');
  return pair;
}

async function signUp(server: RunningServer, firstName: string): Promise<Member> {
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: TEST_PASSWORD,
      firstName,
      lastName: 'Test',
      program: 'Film and Television',
      graduationYear: 2027,
    }),
  });
  if (res.status !== 201) throw new Error(`signup ${res.status}: ${await res.text()}`);
  const user = (await res.json()) as { id: string };
  const cookie = cookieOf(res);
  // Verified through its e-mail's link: only verified members use the network (ADR 023).
  const mailDir = join(server.services.env.DATA_DIR, 'mail');
  const link = await verificationLinkIn(mailDir, email);
  const verified = await fetch(`${server.url}${link}`, { headers: { cookie }, redirect: 'manual' });
  expect(verified.headers.get('location')).toBe('/?verified=1');
  return { id: user.id, email, cookie };
}

async function logIn(server: RunningServer, member: Member): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: TEST_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return cookieOf(res);
}

function api(server: RunningServer, cookie: string, path: string, method: string, body?: unknown) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

interface Socket {
  ws: WebSocket;
  messages: ServerMessage[];
  /** Resolves with the next message of this type (or one already received since the last call). */
  next(type: ServerMessage['type'], timeoutMs?: number): Promise<ServerMessage>;
  closed: Promise<number>;
  send(data: unknown): void;
}

function connect(
  server: RunningServer,
  cookie?: string,
  origin: string = server.url,
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, {
      origin,
      headers: cookie ? { cookie } : {},
    });
    const messages: ServerMessage[] = [];
    let consumed = 0;
    const waiters = new Set<() => void>();
    ws.on('message', (data) => {
      messages.push(JSON.parse(String(data)) as ServerMessage);
      for (const w of waiters) w();
    });
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('unexpected-response', (_req, res) => {
      reject(Object.assign(new Error(`refused ${res.statusCode}`), { status: res.statusCode }));
    });
    ws.on('error', (err) => reject(err));
    ws.on('open', () =>
      resolve({
        ws,
        messages,
        closed,
        send: (data) => ws.send(typeof data === 'string' ? data : JSON.stringify(data)),
        next(type, timeoutMs = 5000) {
          return new Promise((res, rej) => {
            const check = () => {
              const i = messages.findIndex((m, idx) => idx >= consumed && m.type === type);
              if (i < 0) return false;
              consumed = i + 1;
              waiters.delete(check);
              clearTimeout(timer);
              res(messages[i]!);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              rej(new Error(`no ${type} within ${timeoutMs} ms (got ${JSON.stringify(messages)})`));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          });
        },
      }),
    );
  });
}

async function refusal(p: Promise<Socket>): Promise<number> {
  try {
    const s = await p;
    s.ws.close();
    return 101;
  } catch (err) {
    return (err as { status?: number }).status ?? -1;
  }
}

type LivePoke = { type: 'poke'; live?: { changes: Change[] } };

/** The next poke carrying a change of this row (earlier pokes are about other rows). */
async function pokeWith(
  socket: Socket,
  entity: string,
  id: string,
  matches: (row: Record<string, unknown>) => boolean = () => true,
) {
  for (;;) {
    const poke = (await socket.next('poke')) as LivePoke;
    const change = poke.live?.changes.find(
      (c) =>
        c.entity === entity &&
        c.id === id &&
        (c.op === 'del' || matches(c.row as Record<string, unknown>)),
    );
    if (change) return { poke, change };
  }
}

/** Nothing of this type arrives within `ms`. */
async function quiet(s: Socket, type: ServerMessage['type'], ms = 300): Promise<boolean> {
  const before = s.messages.filter((m) => m.type === type).length;
  await new Promise((r) => setTimeout(r, ms));
  return s.messages.filter((m) => m.type === type).length === before;
}

describe('/ws', () => {
  it('refuses an upgrade without a session (401) or from another origin (403)', async () => {
    const ada = await signUp(one, 'Ada');
    expect(await refusal(connect(one))).toBe(401);
    expect(await refusal(connect(one, 'greenroom_session=forged'))).toBe(401);
    expect(await refusal(connect(one, ada.cookie, 'https://evil.example'))).toBe(403);
    // Another server of ours is another origin too.
    expect(await refusal(connect(one, ada.cookie, two.url))).toBe(403);
    expect(await refusal(connect(one, ada.cookie))).toBe(101);
  });

  it("pokes another member's socket when a member posts, on the same and on another process", async () => {
    const ada = await signUp(one, 'Ada');
    const bob = await signUp(one, 'Bob');
    const bobOnOne = await connect(one, bob.cookie);
    const bobOnTwo = await connect(two, bob.cookie);
    const res = await api(one, ada.cookie, '/api/posts', 'POST', { content: 'Crew call tonight' });
    expect(res.status).toBe(201);
    const post = (await res.json()) as { id: string };
    // The poke carries the change itself, serialised like the REST reply.
    for (const socket of [bobOnOne, bobOnTwo]) {
      const { poke, change } = await pokeWith(socket, 'post', post.id);
      expect(poke.live).toMatchObject({
        from: expect.stringMatching(/^\d+$/),
        cursor: expect.any(String),
        snapshot: { xmin: expect.any(String), xmax: expect.any(String) },
      });
      expect(change).toMatchObject({
        op: 'put',
        row: { id: post.id, content: 'Crew call tonight', author: { id: ada.id } },
      });
    }
    // A burst of changes never yields more pokes than notifications: the ones a process reads
    // in the same turn of its event loop are coalesced into one poke per socket (hub.test.ts).
    const before = bobOnTwo.messages.length;
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        api(one, ada.cookie, '/api/users/profile', 'PUT', { bio: `bio ${i}` }),
      ),
    );
    await bobOnTwo.next('poke');
    await new Promise((r) => setTimeout(r, 200));
    const pokes = bobOnTwo.messages.length - before;
    expect(pokes).toBeGreaterThanOrEqual(1);
    expect(pokes).toBeLessThanOrEqual(5);
    bobOnOne.ws.close();
    bobOnTwo.ws.close();
  });

  it("sends a member's own profile with their settings, and everyone else the public one", async () => {
    const ada = await signUp(one, 'Ada');
    const bob = await signUp(one, 'Bob');
    const adaSocket = await connect(one, ada.cookie);
    const bobSocket = await connect(one, bob.cookie);
    const res = await api(one, ada.cookie, '/api/users/profile', 'PUT', { bio: 'Gaffer' });
    expect(res.status).toBe(200);
    const rowFor = async (socket: Socket) =>
      (
        (await pokeWith(socket, 'user', ada.id, (row) => row.bio === 'Gaffer')).change as {
          row: Record<string, unknown>;
        }
      ).row;
    const own = await rowFor(adaSocket);
    const seen = await rowFor(bobSocket);
    expect(own).toMatchObject({ id: ada.id, bio: 'Gaffer', emailNotifications: true });
    expect(seen).toMatchObject({ id: ada.id, bio: 'Gaffer' });
    expect(seen).not.toHaveProperty('emailNotifications');
    expect(seen).not.toHaveProperty('hasPassword');
    adaSocket.ws.close();
    bobSocket.ws.close();
  });

  it('answers ping with pong, ignores `auth` naming someone else, and delivers private messages', async () => {
    const ada = await signUp(one, 'Ada');
    const bob = await signUp(one, 'Bob');
    const bobSocket = await connect(two, bob.cookie);
    const adaSocket = await connect(one, ada.cookie);
    bobSocket.send({ type: 'auth', userId: ada.id });
    bobSocket.send({ type: 'ping' });
    expect(await bobSocket.next('pong')).toEqual({ type: 'pong' });
    // Also once the hub listens on the socket itself (after the upgrade's turn).
    await new Promise((r) => setTimeout(r, 50));
    bobSocket.send({ type: 'ping' });
    expect(await bobSocket.next('pong')).toEqual({ type: 'pong' });
    expect(two.live.countOf(bob.id)).toBe(1);

    // A message published for Ada (in a committed transaction) reaches Ada only.
    await one.services.pool.transaction(async (tx) => {
      await publishToUser(tx, ada.id, { type: 'notification' });
    });
    expect(await adaSocket.next('notification')).toEqual({ type: 'notification' });
    expect(await quiet(bobSocket, 'notification')).toBe(true);

    // Rolled back: never delivered.
    await one.services.pool
      .transaction(async (tx) => {
        await publishToUser(tx, bob.id, {
          type: 'profile_view_notification',
          data: { viewer: { firstName: 'Ada', lastName: 'Test' } },
        });
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await quiet(bobSocket, 'profile_view_notification')).toBe(true);
    await one.services.pool.transaction(async (tx) => {
      await publishToUser(tx, bob.id, {
        type: 'profile_view_notification',
        data: { viewer: { firstName: 'Ada', lastName: 'Test' } },
      });
    });
    expect(await bobSocket.next('profile_view_notification')).toMatchObject({
      data: { viewer: { firstName: 'Ada' } },
    });
    adaSocket.ws.close();
    bobSocket.ws.close();
  });

  it('ignores invalid messages, closes after repeated abuse or an oversized frame', async () => {
    const ada = await signUp(one, 'Ada');
    const s = await connect(one, ada.cookie);
    s.send('not json');
    s.send({ type: 'subscribe' });
    s.send({ type: 'ping' });
    expect(await s.next('pong')).toEqual({ type: 'pong' });
    for (let i = 0; i < 5; i++) s.send({ nope: i });
    expect(await s.closed).toBe(1008);
    await new Promise((r) => setTimeout(r, 50));
    expect(one.live.countOf(ada.id)).toBe(0);

    const big = await connect(one, ada.cookie);
    big.send({ type: 'auth', userId: 'x'.repeat(20_000) });
    expect(await big.closed).toBe(1009);
  });

  it("logout closes that session's sockets on every process, and only those", async () => {
    const ada = await signUp(one, 'Ada');
    const otherSession = await logIn(two, ada);
    const s1 = await connect(one, ada.cookie);
    const s2 = await connect(two, ada.cookie);
    const keep = await connect(two, otherSession);
    const res = await api(one, ada.cookie, '/api/auth/logout', 'POST');
    expect(res.status).toBe(200);
    expect(await s1.closed).toBe(CLOSE_SESSION_ENDED);
    expect(await s2.closed).toBe(CLOSE_SESSION_ENDED);
    keep.send({ type: 'ping' });
    expect(await keep.next('pong')).toEqual({ type: 'pong' });
    expect(keep.ws.readyState).toBe(WebSocket.OPEN);
    // The ended session cannot open a new socket.
    expect(await refusal(connect(one, ada.cookie))).toBe(401);

    // Suspension (closeSocketsOfUser) closes every socket of the member, everywhere.
    await one.services.hooks.closeSocketsOfUser(ada.id);
    expect(await keep.closed).toBe(CLOSE_SESSION_ENDED);
  });

  it('a password change closes the sockets of the other sessions, everywhere, and keeps its own', async () => {
    const ada = await signUp(one, 'Ada');
    const phone = await logIn(two, ada);
    const here = await connect(one, ada.cookie);
    const there = await connect(two, phone);
    const res = await api(one, ada.cookie, '/api/auth/change-password', 'POST', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-new-password',
      confirmPassword: 'a-new-password',
    });
    expect(res.status).toBe(200);
    expect(await there.closed).toBe(CLOSE_SESSION_ENDED);
    here.send({ type: 'ping' });
    expect(await here.next('pong')).toEqual({ type: 'pong' });
    expect(here.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('suspension closes every socket of the member at once, whoever suspends them', async () => {
    const ada = await signUp(one, 'Ada');
    const bob = await signUp(one, 'Bob');
    const s1 = await connect(one, ada.cookie);
    const s2 = await connect(two, ada.cookie);
    const bystander = await connect(two, bob.cookie);
    // Straight in the database, as an admin tool or a later admin route would: no request by Ada.
    await one.services.pool.execute(sql`update users set is_suspended = true where id = ${ada.id}`);
    expect(await s1.closed).toBe(CLOSE_SESSION_ENDED);
    expect(await s2.closed).toBe(CLOSE_SESSION_ENDED);
    bystander.send({ type: 'ping' });
    expect(await bystander.next('pong')).toEqual({ type: 'pong' });
  });

  it("an admin's suspension closes the member's sockets on every process within a second", async () => {
    const dee = await signUp(one, 'Dee');
    const admin = await signUp(two, 'Admin');
    await one.services.pool.execute(sql`update users set is_admin = true where id = ${admin.id}`);
    const socket = await connect(one, dee.cookie);
    const started = Date.now();
    const res = await api(two, admin.cookie, `/api/admin/users/${dee.id}/suspend`, 'POST', {});
    expect(res.status).toBe(200);
    const within = await Promise.race([
      socket.closed.then((code) => ({ code, ms: Date.now() - started })),
      new Promise<null>((r) => setTimeout(() => r(null), 1000)),
    ]);
    expect(within?.code).toBe(CLOSE_SESSION_ENDED);
    // The member's session is gone: the next call is anonymous.
    expect((await api(one, dee.cookie, '/api/auth/user', 'GET')).status).toBe(200);
    expect(await (await api(one, dee.cookie, '/api/auth/user', 'GET')).json()).toBeNull();
  });
});
