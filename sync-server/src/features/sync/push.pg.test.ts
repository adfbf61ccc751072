import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { Mutation, PushReply } from '@greenroom/shared-model/schemas/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { posts } from '../../db/schema/feed';
import { idempotencyKeys, mutationResults, syncClients } from '../../db/schema/sync';
import { users } from '../../db/schema/users';
import { dispatchPathOf } from './push';

let t: TestApp;
let ada: SignedUp;
let bob: SignedUp;
/** The test-only route /api/test/flaky fails with a thrown error while this is true. */
let flakyFails = true;

beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app, services) => {
      // Looks through ANOTHER connection: sees only what earlier mutations have committed.
      app.post('/api/test/sees-committed', async (c) => {
        const body = (await c.req.json()) as { id: string };
        const rows = await services.pool.select().from(posts).where(eq(posts.id, body.id));
        return c.json({ seen: rows.length }, 201);
      });
      // Writes, then throws: the write must not survive, the mutation must not advance.
      app.post('/api/test/flaky', async (c) => {
        const body = (await c.req.json()) as { id: string };
        await c.var.db
          .insert(posts)
          .values({ id: body.id, authorId: c.var.user!.id, content: 'flaky' });
        if (flakyFails) throw new Error('boom');
        return c.json({ ok: true }, 201);
      });
      // Writes, then refuses (4xx): the write rolls back, the refusal is final.
      app.post('/api/test/refuse', async (c) => {
        const body = (await c.req.json()) as { id: string };
        await c.var.db
          .insert(posts)
          .values({ id: body.id, authorId: c.var.user!.id, content: 'refused' });
        return c.json({ message: 'No thanks' }, 422);
      });
    },
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
    expect(again.body).toEqual(first.body);
    const rows = await t.db.select().from(posts).where(eq(posts.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.content).toBe('edited');

    // Concurrent duplicates wait on the client row and then replay.
    const next = [m(4, 'POST', '/api/posts', { content: 'racing' })];
    const [a, b] = await Promise.all([push(ada, clientId, next), push(ada, clientId, next)]);
    expect(a.body).toEqual(b.body);
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
    expect(replay.body).toEqual(res.body);
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

  it('commits each mutation in its own transaction, before the next one runs', async () => {
    const clientId = randomUUID();
    const id = randomUUID();
    const { body } = await push(ada, clientId, [
      m(1, 'POST', '/api/posts', { id, content: 'committed first' }),
      m(2, 'POST', '/api/test/sees-committed', { id }),
    ]);
    expect(body.results[1]).toEqual({ id: 2, status: 201, body: { seen: 1 } });
  });

  it('stops at a 5xx without advancing; the retry applies it', async () => {
    const clientId = randomUUID();
    const [a, flaky, c] = [randomUUID(), randomUUID(), randomUUID()];
    const batch = [
      m(1, 'POST', '/api/posts', { id: a, content: 'before' }),
      m(2, 'POST', '/api/test/flaky', { id: flaky }),
      m(3, 'POST', '/api/posts', { id: c, content: 'after' }),
    ];
    flakyFails = true;
    const failed = await push(ada, clientId, batch);
    expect(failed.status).toBe(200);
    expect(failed.body.lastMutationId).toBe(1);
    expect(failed.body.results).toEqual([
      expect.objectContaining({ id: 1, status: 201 }),
      { id: 2, status: 500, body: { message: 'Something went wrong' } },
    ]);
    expect(await postIds([a, flaky, c])).toEqual([a]);
    const stored = await t.db
      .select()
      .from(mutationResults)
      .where(eq(mutationResults.clientId, clientId));
    expect(stored.map((r) => r.mutationId)).toEqual([1]);

    flakyFails = false;
    const retried = await push(ada, clientId, batch);
    expect(retried.body.lastMutationId).toBe(3);
    expect(retried.body.results.map((r) => [r.id, r.status])).toEqual([
      [1, 201],
      [2, 201],
      [3, 201],
    ]);
    expect(await postIds([a, flaky, c])).toEqual([a, flaky, c].sort());
  });

  it('never dispatches to /api/auth or /api/sync (400 result, still advances)', async () => {
    const clientId = randomUUID();
    const res = await push(ada, clientId, [
      m(1, 'POST', '/api/auth/logout'),
      m(2, 'POST', '/api/%73ync/pull', {}),
      m(3, 'POST', '/api/posts/../auth/logout'),
    ]);
    expect(res.body.lastMutationId).toBe(3);
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
  });

  it('does not write the Idempotency-Key store for dispatched mutations', async () => {
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

describe('dispatchPathOf', () => {
  it('keeps /api calls and refuses sync, auth and tricks', () => {
    expect(dispatchPathOf('/api/posts')).toBe('/api/posts');
    expect(dispatchPathOf('/api/posts/1?x=2')).toBe('/api/posts/1?x=2');
    for (const bad of [
      '/api/sync/push',
      '/api/sync',
      '/api/SYNC/push',
      '/api/auth/logout',
      '/api/%61uth/logout',
      '/api/posts/../sync/push',
      '/api/posts/%2e%2e/sync/push',
      '/api/posts%2F..%2Fsync%2Fpush',
      '//evil.example/api/posts',
      '/health',
      '/api/%E0%A4%A',
    ]) {
      expect(dispatchPathOf(bad), bad).toBeNull();
    }
  });
});
