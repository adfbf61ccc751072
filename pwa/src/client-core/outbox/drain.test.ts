import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMeta, type MemberDb } from '../local-db/member-db';
import { createFakeClock } from '../testing/fake-clock';
import { createFakeSyncServer } from '../testing/fake-sync-server';
import {
  closeTestDbs,
  createPost,
  deletePost,
  editPost,
  testDb,
  testPost,
} from '../testing/fixtures';
import { createDrainer, type DrainerOptions, type HeldWrite, type RejectedWrite } from './drain';
import { enqueue } from './enqueue';
import { createMemoryLocks } from './locks';
import { captureUndo, deleteOptimistic } from './undo';

afterEach(closeTestDbs);

function setup(db: MemberDb = testDb(), overrides: Partial<DrainerOptions> = {}) {
  const server = createFakeSyncServer();
  const clock = createFakeClock();
  const rejected: RejectedWrite[] = [];
  const drainer = createDrainer({
    db,
    transport: server.transport,
    locks: createMemoryLocks(),
    clock,
    random: () => 0.5,
    onRejected: (r) => rejected.push(r),
    ...overrides,
  });
  return { db, server, clock, drainer, rejected };
}

const uuid = () => crypto.randomUUID();

describe('drain', () => {
  it('sends entries in order, acks and removes them, and clears the pending mark', async () => {
    const { db, server, drainer } = setup();
    const a = testPost(uuid(), 'a');
    const b = testPost(uuid(), 'b');
    await createPost(db, a);
    await createPost(db, b);
    await editPost(db, a.id, { content: 'a2' });

    expect(await drainer.requestFlush('page-start')).toBe('drained');

    expect(server.pushedIds).toEqual([[1, 2, 3]]);
    expect(await db.outbox.count()).toBe(0);
    expect(server.rows.get('post')?.get(a.id)).toMatchObject({ content: 'a2' });
    // The server's reply row replaced the optimistic one, with no pending mark.
    expect(await db.posts.get(a.id)).toEqual({ ...server.rows.get('post')?.get(a.id) });
    expect((await db.posts.get(b.id))?.pending).toBeUndefined();
    expect(await getMeta(db, 'lastMutationId')).toBe(3);
  });

  it('keeps the pending mark while a later write to the same row is still queued', async () => {
    const { db, server, drainer } = setup();
    const a = testPost(uuid(), 'a');
    await createPost(db, a);
    await editPost(db, a.id, { content: 'a2' });
    server.failTransiently = (m) => (m.method === 'PATCH' ? { status: 503 } : undefined);

    expect(await drainer.requestFlush('page-start')).toBe('retry-scheduled');
    expect(await db.outbox.count()).toBe(1);
    expect(await db.posts.get(a.id)).toMatchObject({ content: 'a2', pending: 1 });
  });

  it('rolls a refused write back, records it, and goes on with the later ones', async () => {
    const { db, server, drainer, rejected } = setup();
    const existing = testPost(uuid(), 'original');
    server.serverPut('post', existing);
    await db.posts.put(existing as never);

    const first = testPost(uuid(), 'first');
    await createPost(db, first);
    await editPost(db, existing.id, { content: 'too long' });
    const third = testPost(uuid(), 'third');
    await createPost(db, third);
    server.refuse = (m) =>
      m.method === 'PATCH' ? { status: 422, body: { message: 'Content too long' } } : undefined;

    expect(await drainer.requestFlush('online')).toBe('drained');

    expect(await db.outbox.count()).toBe(0);
    expect(await db.posts.get(existing.id)).toEqual(existing);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ status: 422, message: 'Content too long' });
    expect(rejected[0]?.entry.path).toBe(`/api/posts/${existing.id}`);
    expect(await db.rejections.toArray()).toEqual([
      expect.objectContaining({
        mutationId: 2,
        status: 422,
        message: 'Content too long',
        method: 'PATCH',
        path: `/api/posts/${existing.id}`,
      }),
    ]);
    expect(server.rows.get('post')?.has(first.id)).toBe(true);
    expect(server.rows.get('post')?.has(third.id)).toBe(true);
    expect(await db.posts.get(third.id)).toBeDefined();
  });

  it('removes a refused create, and a queued edit of it cannot resurrect it', async () => {
    const { db, server, drainer, rejected } = setup();
    const post = testPost(uuid(), 'x');
    await createPost(db, post);
    await editPost(db, post.id, { content: 'y' });
    server.refuse = (m) =>
      m.method === 'POST' ? { status: 400, body: { message: 'Bad' } } : undefined;

    expect(await drainer.requestFlush('online')).toBe('drained');

    expect(rejected.map((r) => r.status)).toEqual([400, 404]);
    expect(await db.posts.get(post.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('a refused edit followed by a queued delete does not resurrect the post', async () => {
    const { db, server, drainer, rejected } = setup();
    const post = testPost(uuid(), 'v1');
    server.serverPut('post', post);
    await db.posts.put(post as never);
    await editPost(db, post.id, { content: '' });
    await deletePost(db, post.id);
    server.refuse = (m) =>
      m.method === 'PATCH' ? { status: 400, body: { message: 'Content is required' } } : undefined;

    expect(await drainer.requestFlush('online')).toBe('drained');

    expect(rejected.map((r) => r.status)).toEqual([400]);
    expect(server.rows.get('post')?.has(post.id)).toBe(false);
    expect(await db.posts.get(post.id)).toBeUndefined();
  });

  it('…and when that delete is refused too, the post comes back as the server has it', async () => {
    const { db, server, drainer, rejected } = setup();
    const post = testPost(uuid(), 'v1');
    server.serverPut('post', post);
    await db.posts.put(post as never);
    await editPost(db, post.id, { content: '' });
    await deletePost(db, post.id);
    server.refuse = () => ({ status: 403, body: { message: 'Forbidden' } });

    expect(await drainer.requestFlush('online')).toBe('drained');

    expect(rejected.map((r) => r.status)).toEqual([403, 403]);
    expect(await db.posts.get(post.id)).toEqual(post);
  });

  it('restores a refused delete', async () => {
    const { db, server, drainer } = setup();
    const post = testPost(uuid(), 'keep me');
    await db.posts.put(post as never);
    await deletePost(db, post.id);
    expect(await db.posts.get(post.id)).toBeUndefined();
    server.refuse = () => ({ status: 403, body: { message: 'Forbidden' } });

    await drainer.requestFlush('online');
    expect(await db.posts.get(post.id)).toEqual(post);
  });

  it('acknowledges a delete answered 404: the row stays gone, no rollback, no rejection', async () => {
    const { db, server, drainer, rejected } = setup();
    const post = testPost(uuid(), 'deleted elsewhere');
    await db.posts.put(post as never); // the server no longer has it (never pulled the delete)
    await deletePost(db, post.id);
    const event = { id: uuid(), title: 'Gone', createdAt: '2026-01-01T00:00:00.000Z' };
    await db.events.put(event as never);
    await enqueue(db, {
      name: 'deleteEvent',
      method: 'DELETE',
      path: `/api/events/${event.id}`,
      entity: 'events',
      entityId: event.id,
      tables: ['events'],
      undo: (tx) => captureUndo(tx, 'events', event.id),
      apply: (tx) => deleteOptimistic(tx, 'events', event.id),
    });

    expect(await drainer.requestFlush('online')).toBe('drained');

    expect(server.clients.values().next().value?.results.get(1)?.status).toBe(404);
    expect(rejected).toEqual([]);
    expect(await db.rejections.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.posts.get(post.id)).toBeUndefined();
    expect(await db.events.get(event.id)).toBeUndefined();
    expect(drainer.status()).toMatchObject({ lastFailure: null, lastError: null });
  });

  it('a replayed (recorded) 404 delete is acknowledged too, even if a pull put the row back', async () => {
    const { db, server, drainer, rejected } = setup();
    const post = testPost(uuid(), 'x');
    await db.posts.put(post as never);
    await deletePost(db, post.id);
    server.scriptPush({ kind: 'network-after' }); // processed (404 stored), reply lost
    expect(await drainer.requestFlush('online')).toBe('retry-scheduled');
    await db.posts.put(post as never); // a stale copy reached the replica meanwhile

    expect(await drainer.requestFlush('online')).toBe('drained');

    expect(rejected).toEqual([]);
    expect(await db.posts.get(post.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops on a network error and a 5xx, backs off, then applies each write exactly once', async () => {
    const { db, server, clock, drainer } = setup();
    const a = testPost(uuid());
    const b = testPost(uuid());
    await createPost(db, a);
    await createPost(db, b);
    server.scriptPush({ kind: 'network-before' }, { kind: 'status', status: 503 });

    expect(await drainer.requestFlush('page-start')).toBe('retry-scheduled');
    expect(await db.outbox.count()).toBe(2);
    expect(drainer.status()).toMatchObject({ lastFailure: 'network' });
    // random 0.5 → first retry after 500 ms (ceiling 1 s), second after 1000 ms (ceiling 2 s).
    expect(clock.pendingTimers()).toEqual([clock.now() + 500]);
    const first = await db.outbox.get(1);
    expect(first).toMatchObject({ attempts: 1, lastError: 'Failed to fetch' });

    await clock.advance(499);
    expect(server.pushedIds).toHaveLength(0);
    await clock.advance(1); // 503
    expect(drainer.status()).toMatchObject({ lastFailure: 'server' });
    expect(await db.outbox.count()).toBe(2);
    expect(clock.pendingTimers()).toEqual([clock.now() + 1000]);

    await clock.advance(1000);
    expect(await db.outbox.count()).toBe(0);
    expect([...server.handlerRuns.values()]).toEqual([1, 1]);
    expect(drainer.status()).toMatchObject({ lastFailure: null, retryAt: null });
    expect(clock.pendingTimers()).toEqual([]);
  });

  it('stops at a per-mutation 5xx, keeping it and everything after it', async () => {
    const { db, server, drainer } = setup();
    for (const content of ['a', 'b', 'c']) await createPost(db, testPost(uuid(), content));
    let failures = 1;
    server.failTransiently = (m) =>
      (m.body as { content?: string }).content === 'b' && failures-- > 0
        ? { status: 500 }
        : undefined;

    expect(await drainer.requestFlush('online')).toBe('retry-scheduled');
    expect((await db.outbox.toArray()).map((e) => e.mutationId)).toEqual([2, 3]);
    expect(await drainer.requestFlush('online')).toBe('drained');
    expect(server.pushedIds).toEqual([
      [1, 2, 3],
      [2, 3],
    ]);
  });

  it('honours Retry-After on a 429', async () => {
    const { db, server, clock, drainer } = setup();
    await createPost(db, testPost(uuid()));
    server.scriptPush({ kind: 'status', status: 429, retryAfterMs: 10_000 });

    expect(await drainer.requestFlush('page-start')).toBe('retry-scheduled');
    expect(clock.pendingTimers()).toEqual([clock.now() + 10_000]);
    // A trigger that does not signal "connectivity is back" waits for the timer.
    expect(await drainer.requestFlush('visible')).toBe('backoff');
    await clock.advance(9_999);
    expect(await db.outbox.count()).toBe(1);
    await clock.advance(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a write over a limit (a 429 result), tells why once, and sends it after its wait', async () => {
    const held: HeldWrite[] = [];
    const { db, server, clock, drainer } = setup(testDb(), { onHeld: (h) => held.push(h) });
    for (const content of ['a', 'b']) await createPost(db, testPost(uuid(), content));
    const message =
      'You have reached the limit of 20 posts an hour. You can try again in 10 minutes.';
    let limited = 1;
    server.failTransiently = (m) =>
      (m.body as { content?: string }).content === 'a' && limited-- > 0
        ? { status: 429, body: { message, retryAfterSeconds: 600 } }
        : undefined;

    expect(await drainer.requestFlush('enqueue')).toBe('retry-scheduled');
    expect((await db.outbox.toArray()).map((e) => e.mutationId)).toEqual([1, 2]);
    expect(held.map((h) => [h.entry.mutationId, h.message, h.retryAfterMs])).toEqual([
      [1, message, 600_000],
    ]);
    expect(clock.pendingTimers()).toEqual([clock.now() + 600_000]);
    expect(await drainer.requestFlush('visible')).toBe('backoff');
    await clock.advance(600_000);
    expect(await db.outbox.count()).toBe(0);
  });

  it('pauses on a 401 until the same member signs in again', async () => {
    const { db, server, clock, drainer } = setup();
    await createPost(db, testPost(uuid()));
    server.scriptPush({ kind: 'status', status: 401, message: 'Not authenticated' });

    expect(await drainer.requestFlush('page-start')).toBe('signed-out');
    expect(await getMeta(db, 'syncState')).toBe('signed-out');
    expect(drainer.status()).toMatchObject({ pausedForAuth: true, lastFailure: 'auth' });
    expect(clock.pendingTimers()).toEqual([]);

    await clock.advance(600_000);
    expect(await drainer.requestFlush('online')).toBe('paused');
    expect(await drainer.requestFlush('background-sync')).toBe('paused');
    expect(server.pushedIds).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);

    expect(await drainer.resume()).toBe('drained');
    expect(await db.outbox.count()).toBe(0);
    expect(await getMeta(db, 'syncState')).toBe('idle');
  });

  it('applies a batch once when the reply was lost and the batch is sent again', async () => {
    const { db, server, clock, drainer } = setup();
    const posts = [testPost(uuid(), 'a'), testPost(uuid(), 'b')];
    for (const p of posts) await createPost(db, p);
    server.scriptPush({ kind: 'network-after' });

    expect(await drainer.requestFlush('page-start')).toBe('retry-scheduled');
    expect(await db.outbox.count()).toBe(2); // not acknowledged: kept
    await clock.advance(1000);

    expect(server.pushedIds).toEqual([
      [1, 2],
      [1, 2],
    ]);
    expect([...server.handlerRuns.values()]).toEqual([1, 1]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.posts.get(posts[0]!.id))?.pending).toBeUndefined();
  });

  it('counts ids at or below the server lastMutationId as acknowledged, result or not', async () => {
    const { db, server, drainer } = setup();
    const post = testPost(uuid());
    await createPost(db, post);
    await createPost(db, testPost(uuid()));
    server.transport.push = async () => ({ ok: true, value: { lastMutationId: 2, results: [] } });

    expect(await drainer.requestFlush('online')).toBe('drained');
    expect(await db.outbox.count()).toBe(0);
    expect((await db.posts.get(post.id))?.pending).toBeUndefined();
    expect(await getMeta(db, 'lastMutationId')).toBe(2);
  });

  it('backs off when the server settles nothing and gives no reason', async () => {
    const { db, server, drainer } = setup();
    await createPost(db, testPost(uuid()));
    server.transport.push = async () => ({ ok: true, value: { lastMutationId: 0, results: [] } });
    expect(await drainer.requestFlush('online')).toBe('retry-scheduled');
    expect(await db.outbox.get(1)).toMatchObject({
      attempts: 1,
      lastError: 'Push made no progress',
    });
  });

  it('keeps the queue and backs off when the local database fails', async () => {
    const { db, server, clock, drainer } = setup();
    await createPost(db, testPost(uuid()));
    const push = server.transport.push;
    server.transport.push = async () => {
      throw new Error('Connection to Indexed Database server lost');
    };
    expect(await drainer.requestFlush('online')).toBe('retry-scheduled');
    expect(drainer.status()).toMatchObject({ lastFailure: 'local' });
    server.transport.push = push;
    await clock.advance(500);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends batches of at most PUSH_BATCH_MAX (or the configured size)', async () => {
    const db = testDb();
    const { server, drainer } = setup(db, { batchMax: 2 });
    for (let i = 0; i < 5; i++) await createPost(db, testPost(uuid(), `p${i}`));
    await drainer.requestFlush('page-start');
    expect(server.pushedIds).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('halves the batch on a 413 and refuses a single entry that is still too large', async () => {
    const { db, server, drainer, rejected } = setup();
    for (let i = 0; i < 4; i++) await createPost(db, testPost(uuid(), `p${i}`));
    const huge = testPost(uuid(), 'x'.repeat(50));
    await createPost(db, huge);
    await createPost(db, testPost(uuid(), 'after'));
    const push = server.transport.push;
    server.transport.push = async (body) => {
      const size = JSON.stringify(body).length;
      const tooBig =
        body.mutations.length > 2 ||
        body.mutations.some((m) => (m.body as { content: string }).content === huge.content);
      if (tooBig) {
        return {
          ok: false,
          kind: 'status',
          status: 413,
          message: `Too large (${size})`,
          body: null,
        };
      }
      return push(body);
    };

    expect(await drainer.requestFlush('page-start')).toBe('drained');
    expect(rejected.map((r) => [r.entry.mutationId, r.status])).toEqual([[5, 413]]);
    expect(await db.posts.get(huge.id)).toBeUndefined();
    expect(server.rows.get('post')?.size).toBe(5);
    expect(await db.outbox.count()).toBe(0);
  });

  it('renumbers the queue when the server forgot this client', async () => {
    const { db, server, drainer } = setup();
    await createPost(db, testPost(uuid(), 'a'));
    await drainer.requestFlush('page-start');
    const clientId = (await getMeta(db, 'clientId'))!;
    server.forgetClient(clientId);
    const b = testPost(uuid(), 'b');
    await createPost(db, b); // mutationId 2, but the server now expects 1

    expect(await drainer.requestFlush('online')).toBe('drained');
    expect(server.rows.get('post')?.has(b.id)).toBe(true);
    expect(await getMeta(db, 'nextMutationId')).toBe(2);
    expect(server.clients.get(clientId)?.lastMutationId).toBe(1);
  });

  it('never sends an entry twice when two drainers share the lock', async () => {
    const db = testDb();
    const server = createFakeSyncServer();
    server.pushDelayMs = 5;
    const locks = createMemoryLocks();
    const drainers = [1, 2].map(() =>
      createDrainer({ db, transport: server.transport, locks, batchMax: 3 }),
    );
    for (let i = 0; i < 10; i++) await createPost(db, testPost(uuid(), `p${i}`));

    const results = await Promise.all([
      drainers[0]!.requestFlush('page-start'),
      drainers[1]!.requestFlush('sw-start'),
      drainers[0]!.requestFlush('visible'),
    ]);
    expect(results.filter((r) => r === 'busy')).toHaveLength(2);
    const sent = server.pushedIds.flat();
    expect(sent).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('two database connections (page and service worker) do not double-send either', async () => {
    const userId = uuid();
    const pageDb = testDb(userId);
    const swDb = testDb(userId);
    const server = createFakeSyncServer();
    server.pushDelayMs = 2;
    const locks = createMemoryLocks();
    const page = createDrainer({ db: pageDb, transport: server.transport, locks, batchMax: 2 });
    const sw = createDrainer({ db: swDb, transport: server.transport, locks, batchMax: 2 });
    for (let i = 0; i < 6; i++) await createPost(pageDb, testPost(uuid(), `p${i}`));

    await Promise.all([page.requestFlush('page-start'), sw.requestFlush('sw-start')]);
    expect(server.pushedIds.flat()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('drains again after the lock is released when entries arrived meanwhile', async () => {
    const { db, server, drainer } = setup();
    await createPost(db, testPost(uuid(), 'a'));
    const push = server.transport.push;
    let enqueued = false;
    server.transport.push = async (body) => {
      const reply = await push(body);
      if (!enqueued) {
        enqueued = true;
        // Written while the drain is running and the lock is held.
        await createPost(db, testPost(uuid(), 'late'));
        expect(await drainer.requestFlush('enqueue')).toBe('busy');
      }
      return reply;
    };
    expect(await drainer.requestFlush('page-start')).toBe('drained');
    expect(server.pushedIds).toEqual([[1], [2]]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('looks again later when another context held the lock and its attempt failed', async () => {
    const userId = uuid();
    const pageDb = testDb(userId);
    const swDb = testDb(userId);
    const server = createFakeSyncServer();
    const clock = createFakeClock();
    const locks = createMemoryLocks();
    await createPost(pageDb, testPost(uuid(), 'queued'));
    // The service worker's one-shot flush: it fails, and its retry timer dies with it.
    const sw = createDrainer({ db: swDb, transport: server.transport, locks, clock });
    const page = createDrainer({
      db: pageDb,
      transport: server.transport,
      locks,
      clock,
      random: () => 0.5,
    });
    const push = server.transport.push;
    let pageResult: Promise<string> | undefined;
    server.transport.push = async (body) => {
      // While the worker sends, the page's `online` trigger finds the lock taken.
      pageResult ??= page.requestFlush('online');
      return push(body);
    };
    server.scriptPush({ kind: 'network-before' });
    expect(await sw.requestFlush('background-sync')).toBe('retry-scheduled');
    sw.dispose();
    expect(await pageResult).toBe('busy');
    server.transport.push = push;
    expect(await pageDb.outbox.count()).toBe(1);
    expect(clock.pendingTimers()).toHaveLength(1);

    // No trigger comes; the page's own re-check sends the queue.
    await clock.advance(1000);
    expect(await pageDb.outbox.count()).toBe(0);
    expect(server.pushedIds).toEqual([[1]]);
    page.dispose();
  });

  it('does not wait on a busy lock it holds itself, nor with nothing queued', async () => {
    const { db, clock, drainer } = setup();
    expect(await drainer.requestFlush('page-start')).toBe('drained');
    const locks = createMemoryLocks();
    const idle = createDrainer({ db, transport: createFakeSyncServer().transport, locks, clock });
    await locks.request('greenroom-outbox', {}, async () => {
      expect(await idle.requestFlush('online')).toBe('busy');
    });
    expect(clock.pendingTimers()).toEqual([]);
    idle.dispose();
  });

  it('reports status changes and stops its timer when disposed', async () => {
    const onStatus = vi.fn();
    const db = testDb();
    const { server, clock, drainer } = setup(db, { onStatus });
    await createPost(db, testPost(uuid()));
    server.scriptPush({ kind: 'network-before' });
    await drainer.requestFlush('page-start');
    expect(onStatus).toHaveBeenCalledWith(expect.objectContaining({ running: true }));
    expect(onStatus).toHaveBeenLastCalledWith(
      expect.objectContaining({ running: false, lastFailure: 'network' }),
    );
    drainer.dispose();
    expect(clock.pendingTimers()).toEqual([]);
    expect(await drainer.requestFlush('online')).toBe('disposed');
  });
});
