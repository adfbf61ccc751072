import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { Mutation, PushReply } from '@greenroom/shared-model/schemas/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { posts } from '../../db/schema/feed';
import { idempotencyKeys, mutationResults, syncClients } from '../../db/schema/sync';
import { users } from '../../db/schema/users';
import { customMutator, refuse, reply } from '../../mutators/define';

let t: TestApp;
let ada: SignedUp;
let bob: SignedUp;
/** The test mutator POST /api/test/flaky fails while this is set. */
let flakyFailure: Error | null = null;

const IdBody = z.object({ id: z.uuid() });
const testMutation = (pattern: string) => ({ method: 'POST' as const, pattern, body: IdBody });

/** An error as the drivers report a lost connection (SQLSTATE class 08). */
function connectionLost(): Error {
  return Object.assign(new Error('terminating connection'), { code: '08006' });
}

beforeAll(async () => {
  t = await createTestApp({
    // One member pushes dozens of posts across these tests (the limits: rate-limits/).
    env: { MEMBER_WRITE_LIMITS: 'off' },
    extraMutators: [
      // Reads what the earlier mutations of the batch wrote (same transaction).
      customMutator('seesEarlier', testMutation('/api/test/sees-earlier'), {
        async run({ db, body }) {
          const rows = await db.select().from(posts).where(eq(posts.id, body.id));
          return reply({ seen: rows.length }, 201);
        },
      }),
      // Writes, then throws flakyFailure: the write must not survive.
      customMutator('flaky', testMutation('/api/test/flaky'), {
        async run({ db, actor, body }) {
          await db.insert(posts).values({ id: body.id, authorId: actor.id, content: 'flaky' });
          if (flakyFailure) throw flakyFailure;
          return reply({ ok: true }, 201);
        },
      }),
      // Writes, then refuses (4xx): the write rolls back, the refusal is final.
      customMutator('refuse', testMutation('/api/test/refuse'), {
        async run({ db, actor, body }) {
          await db.insert(posts).values({ id: body.id, authorId: actor.id, content: 'refused' });
          return refuse(422, 'No thanks');
        },
      }),
    ],
  });
  ada = await t.signUp({ firstName: 'Ada' });
  bob = await t.signUp({ firstName: 'Bob' });
});
afterAll(async () => {
  await t?.close();
});

function m(id: number, method: Mutation['method'], path: string, body?: unknown): Mutation {
  return { id, key: randomUUID(), method, path, ...(body === undefined ? {} : { body }) };
}

async function push(who: SignedUp, clientId: string, mutations: Mutation[]) {
  const res = await who.client.post('/api/sync/push', {
    clientId,
    protocolVersion: PROTOCOL_VERSION,
    mutations,
  });
  return { status: res.status, body: (await res.json()) as PushReply & { message?: string } };
}

async function postIds(ids: string[]) {
  const rows = await t.db.select({ id: posts.id }).from(posts).where(inArray(posts.id, ids));
  return rows.map((r) => r.id).sort();
}

describe('POST /api/sync/push', () => {
  it('answers 401 without a session, 400 for a bad envelope, 426 for a protocol version', async () => {
    const clientId = randomUUID();
    const body = {
      clientId,
      protocolVersion: PROTOCOL_VERSION,
      mutations: [m(1, 'POST', '/api/posts', { content: 'x' })],
    };
    expect((await t.client().post('/api/sync/push', body)).status).toBe(401);
    const old = await ada.client.post('/api/sync/push', { ...body, protocolVersion: 99 });
    expect(old.status).toBe(426);
    expect(await old.json()).toEqual({
      message: 'This version of the app is out of date. Please reload.',
      code: 'protocol_version_unsupported',
    });
    expect((await ada.client.post('/api/sync/push', { ...body, mutations: [] })).status).toBe(400);
    const sync = await ada.client.post('/api/sync/push', {
      ...body,
      mutations: [m(1, 'POST', '/api/sync/pull', {})],
    });
    expect(sync.status).toBe(400);
  });

  it('applies a batch once even when it is sent twice', async () => {
    const clientId = randomUUID();
    const id = randomUUID();
    const batch = [
      m(1, 'POST', '/api/posts', { id, content: 'first' }),
      m(2, 'PUT', `/api/posts/${id}`, { content: 'edited' }),
      m(3, 'PUT', '/api/users/profile', { bio: 'From the outbox' }),
    ];
    const first = await push(ada, clientId, batch);
    expect(first.status).toBe(200);
    expect(first.body.lastMutationId).toBe(3);
    expect(first.body.results.map((r) => [r.id, r.status])).toEqual([
      [1, 201],
      [2, 200],
      [3, 200],
    ]);
    expect(first.body.results[1]!.body).toMatchObject({ id, content: 'edited' });

    const again = await push(ada, clientId, batch);
    expect(again.status).toBe(200);
    // The same results; no transaction wrote anything this time.
    expect(again.body).toEqual({ ...first.body, txid: undefined });
    const rows = await t.db.select().from(posts).where(eq(posts.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.content).toBe('edited');

    // Concurrent duplicates wait on the client row and then replay.
    const next = [m(4, 'POST', '/api/posts', { content: 'racing' })];
    const [a, b] = await Promise.all([push(ada, clientId, next), push(ada, clientId, next)]);
    expect(a.body.results).toEqual(b.body.results);
    expect([a.body.txid, b.body.txid].filter(Boolean)).toHaveLength(1);
    expect(a.body.lastMutationId).toBe(4);
    expect(await t.db.select().from(posts).where(eq(posts.content, 'racing'))).toHaveLength(1);
  });

  it('stops at a gap: no result for it, nothing after it applied', async () => {
    const clientId = randomUUID();
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const one = await push(ada, clientId, [
      m(1, 'POST', '/api/posts', { id: ids[0], content: 'g1' }),
    ]);
    expect(one.body.lastMutationId).toBe(1);
    const gap = await push(ada, clientId, [
      m(3, 'POST', '/api/posts', { id: ids[1], content: 'g3' }),
      m(4, 'POST', '/api/posts', { id: ids[2], content: 'g4' }),
    ]);
    expect(gap.status).toBe(200);
    expect(gap.body).toEqual({ lastMutationId: 1, results: [] });
    // A gap inside a batch: the prefix is applied.
    const partial = await push(ada, clientId, [
      m(2, 'POST', '/api/posts', { id: ids[1], content: 'g2' }),
      m(4, 'POST', '/api/posts', { id: ids[2], content: 'g4' }),
    ]);
    expect(partial.body.lastMutationId).toBe(2);
    expect(partial.body.results.map((r) => r.id)).toEqual([2]);
    expect(await postIds(ids)).toEqual([ids[0]!, ids[1]!].sort());
  });

  it('records a 4xx, rolls back its writes, and goes on with the next entries', async () => {
    const clientId = randomUUID();
    const { body: bobsPost } = await (async () => {
      const res = await bob.client.post('/api/posts', { content: "Bob's" });
      return { body: (await res.json()) as { id: string } };
    })();
    const refusedId = randomUUID();
    const okId = randomUUID();
    const batch = [
      m(1, 'PUT', `/api/posts/${bobsPost.id}`, { content: 'hijacked' }),
      m(2, 'POST', '/api/test/refuse', { id: refusedId }),
      m(3, 'POST', '/api/posts', { content: '' }),
      m(4, 'POST', '/api/posts', { id: okId, content: 'after the refusals' }),
    ];
    const res = await push(ada, clientId, batch);
    expect(res.body.lastMutationId).toBe(4);
    expect(res.body.results).toEqual([
      { id: 1, status: 403, body: { message: 'You do not have permission to do that' } },
      { id: 2, status: 422, body: { message: 'No thanks' } },
      expect.objectContaining({
        id: 3,
        status: 400,
        body: expect.objectContaining({ message: 'Content required' }),
      }),
      expect.objectContaining({ id: 4, status: 201 }),
    ]);
    expect(await postIds([refusedId, okId])).toEqual([okId]);
    const [bobs] = await t.db.select().from(posts).where(eq(posts.id, bobsPost.id));
    expect(bobs!.content).toBe("Bob's");
    // The refusals are final: a replay returns them again without running anything.
    const replay = await push(ada, clientId, batch);
    expect(replay.body).toEqual({ ...res.body, txid: undefined });
  });

  it("refuses another member's client id with 403 and applies nothing", async () => {
    const clientId = randomUUID();
    expect(
      (await push(ada, clientId, [m(1, 'PUT', '/api/users/profile', { bio: 'Ada' })])).status,
    ).toBe(200);
    const id = randomUUID();
    const stolen = await push(bob, clientId, [
      m(2, 'POST', '/api/posts', { id, content: 'as Ada?' }),
    ]);
    expect(stolen.status).toBe(403);
    expect(stolen.body).toEqual({ message: 'This client id belongs to another member' });
    expect(await postIds([id])).toEqual([]);
    const [client] = await t.db
      .select()
      .from(syncClients)
      .where(eq(syncClients.clientId, clientId));
    expect(client).toMatchObject({ userId: ada.user.id, lastMutationId: 1 });
  });

  it('runs a batch in one transaction: later mutations see what earlier ones wrote', async () => {
    const clientId = randomUUID();
    const id = randomUUID();
    const { body } = await push(ada, clientId, [
      m(1, 'POST', '/api/posts', { id, content: 'written first' }),
      m(2, 'POST', '/api/test/sees-earlier', { id }),
    ]);
    expect(body.results[1]).toEqual({ id: 2, status: 201, body: { seen: 1 } });
  });

  it('records a mutator that throws as a 500 and goes on: the queue never wedges', async () => {
    const clientId = randomUUID();
    const [a, flaky, c] = [randomUUID(), randomUUID(), randomUUID()];
    flakyFailure = new TypeError('a bug in a mutator');
    const res = await push(ada, clientId, [
      m(1, 'POST', '/api/posts', { id: a, content: 'before' }),
      m(2, 'POST', '/api/test/flaky', { id: flaky }),
      m(3, 'POST', '/api/posts', { id: c, content: 'after' }),
    ]);
    flakyFailure = null;
    expect(res.body.lastMutationId).toBe(3);
    expect(res.body.results.map((r) => [r.id, r.status])).toEqual([
      [1, 201],
      [2, 500],
      [3, 201],
    ]);
    expect(res.body.results[1]!.body).toEqual({ message: 'Something went wrong' });
    expect(await postIds([a, flaky, c])).toEqual([a, c].sort());
  });

  it('records a value the database refuses (U+0000) and applies the rest', async () => {
    const clientId = randomUUID();
    const [bad, good] = [randomUUID(), randomUUID()];
    const res = await push(ada, clientId, [
      m(1, 'POST', '/api/posts', { id: bad, content: 'nul \u0000 inside' }),
      m(2, 'POST', '/api/posts', { id: good, content: 'queued behind it' }),
    ]);
    expect(res.body.lastMutationId).toBe(2);
    expect(res.body.results[0]!.status).toBeGreaterThanOrEqual(400);
    expect(res.body.results[1]!.status).toBe(201);
    expect(await postIds([bad, good])).toEqual([good]);
  });

  it('stops at an unavailable database without recording; what came before commits', async () => {
    const clientId = randomUUID();
    const [a, flaky, c] = [randomUUID(), randomUUID(), randomUUID()];
    const batch = [
      m(1, 'POST', '/api/posts', { id: a, content: 'before' }),
      m(2, 'POST', '/api/test/flaky', { id: flaky }),
      m(3, 'POST', '/api/posts', { id: c, content: 'after' }),
    ];
    flakyFailure = connectionLost();
    const failed = await push(ada, clientId, batch);
    flakyFailure = null;
    expect(failed.status).toBe(200);
    expect(failed.body.lastMutationId).toBe(1);
    expect(failed.body.results).toEqual([
      expect.objectContaining({ id: 1, status: 201 }),
      { id: 2, status: 503, body: { message: 'Something went wrong' } },
    ]);
    expect(await postIds([a, flaky, c])).toEqual([a]);
    const stored = await t.db
      .select()
      .from(mutationResults)
      .where(eq(mutationResults.clientId, clientId));
    expect(stored.map((r) => r.mutationId)).toEqual([1]);

    const retried = await push(ada, clientId, batch);
    expect(retried.body.lastMutationId).toBe(3);
    expect(retried.body.results.map((r) => [r.id, r.status])).toEqual([
      [1, 201],
      [2, 201],
      [3, 201],
    ]);
    expect(await postIds([a, flaky, c])).toEqual([a, flaky, c].sort());
  });

  it('runs only registered mutators (400 result, still advances)', async () => {
    const clientId = randomUUID();
    const res = await push(ada, clientId, [
      m(1, 'POST', '/api/auth/logout'),
      m(2, 'POST', '/api/%73ync/pull', {}),
      m(3, 'POST', '/api/posts/../auth/logout'),
      m(4, 'POST', '/api/analytics/batch', { events: [] }),
      m(5, 'PUT', '/api/posts', { content: 'no such write' }),
      m(6, 'DELETE', `/api/posts/${randomUUID()}?x=1`),
    ]);
    expect(res.body.lastMutationId).toBe(6);
    for (const r of res.body.results) {
      expect(r).toEqual({
        id: r.id,
        status: 400,
        body: { message: 'This call cannot be sent through sync' },
      });
    }
    // Still signed in.
    expect((await ada.client.get('/api/auth/user')).status).toBe(200);
    expect(((await (await ada.client.get('/api/auth/user')).json()) as { id: string }).id).toBe(
      ada.user.id,
    );
  });

  it('shares the Idempotency-Key store with direct calls', async () => {
    const key = randomUUID();
    const direct = await ada.client.post(
      '/api/posts',
      { content: 'direct first' },
      {
        headers: { 'Idempotency-Key': key },
      },
    );
    const created = (await direct.json()) as { id: string };
    const res = await push(ada, randomUUID(), [
      { id: 1, key, method: 'POST', path: '/api/posts', body: { content: 'direct first' } },
    ]);
    expect(res.body.results[0]).toMatchObject({ status: 201, body: { id: created.id } });
    expect(await t.db.select().from(posts).where(eq(posts.content, 'direct first'))).toHaveLength(
      1,
    );
    // The same key for another call is refused, never answered with the stored post.
    const reused = await push(ada, randomUUID(), [
      { id: 1, key, method: 'DELETE', path: `/api/posts/${created.id}` },
    ]);
    expect(reused.body.results[0]).toEqual({
      id: 1,
      status: 422,
      body: { message: 'This Idempotency-Key was already used for a different request' },
    });
    expect(await t.db.select().from(posts).where(eq(posts.id, created.id))).toHaveLength(1);
  });

  it('does not write the Idempotency-Key store for pushed mutations', async () => {
    const keys = [randomUUID(), randomUUID()];
    const id = randomUUID();
    const res = await push(ada, randomUUID(), [
      { id: 1, key: keys[0]!, method: 'POST', path: '/api/posts', body: { id, content: 'k1' } },
      {
        id: 2,
        key: keys[1]!,
        method: 'POST',
        path: '/api/test/refuse',
        body: { id: randomUUID() },
      },
    ]);
    expect(res.body.results.map((r) => r.status)).toEqual([201, 422]);
    expect(
      await t.db.select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, keys)),
    ).toEqual([]);
    // A direct call with the header still stores (and replays) its reply.
    const key = randomUUID();
    const first = await ada.client.post(
      '/api/posts',
      { content: 'direct keyed' },
      { headers: { 'Idempotency-Key': key } },
    );
    const again = await ada.client.post(
      '/api/posts',
      { content: 'direct keyed' },
      { headers: { 'Idempotency-Key': key } },
    );
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toHaveLength(1);
  });

  it('a concurrent push of the same client runs each mutation once (the loser rolls back)', async () => {
    const clientId = randomUUID();
    const batch = Array.from({ length: 20 }, (_, i) =>
      m(i + 1, 'POST', '/api/posts', { id: randomUUID(), content: `race ${i}` }),
    );
    const replies = await Promise.all([
      push(ada, clientId, batch),
      push(ada, clientId, batch),
      push(ada, clientId, batch),
    ]);
    for (const r of replies) {
      expect(r.status).toBe(200);
      expect(r.body.lastMutationId).toBe(20);
      expect(r.body.results.map((x) => [x.id, x.status])).toEqual(batch.map((x) => [x.id, 201]));
    }
    const stored = await t.db
      .select()
      .from(mutationResults)
      .where(eq(mutationResults.clientId, clientId));
    expect(stored).toHaveLength(20);
  });

  it('re-checks the member on every batch: a suspended member gets 403', async () => {
    const carol = await t.signUp({ firstName: 'Carol' });
    const clientId = randomUUID();
    expect(
      (await push(carol, clientId, [m(1, 'PUT', '/api/users/profile', { bio: 'hi' })])).status,
    ).toBe(200);
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, carol.user.id));
    const res = await push(carol, clientId, [m(2, 'PUT', '/api/users/profile', { bio: 'again' })]);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Account suspended' });
  });
});
