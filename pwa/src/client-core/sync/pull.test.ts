import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMeta, setMeta } from '../local-db/member-db';
import { createDrainer } from '../outbox/drain';
import { createMemoryLocks } from '../outbox/locks';
import { createFakeSyncServer } from '../testing/fake-sync-server';
import {
  closeTestDbs,
  createPost,
  deletePost,
  editPost,
  testDb,
  testPost,
} from '../testing/fixtures';
import { applyPullPage, applyPullPageWithRetry, pullOnce } from './pull';
import { isQuotaError, trimReplica } from './trim';

afterEach(closeTestDbs);
const uuid = () => crypto.randomUUID();

describe('pullOnce', () => {
  it('starts with a snapshot, then applies pages and stores the cursor', async () => {
    const db = testDb();
    const server = createFakeSyncServer();
    server.pageSize = 2;
    server.serverPut('post', testPost('p0'));
    expect(await pullOnce({ db, transport: server.transport, now: () => 42 })).toMatchObject({
      ok: true,
      pages: 1,
      reset: true,
    });
    expect(await db.posts.count()).toBe(1);

    for (let i = 1; i <= 5; i++) server.serverPut('post', testPost(`p${i}`));
    server.serverPut('event', { id: 'e1', title: 'Show', createdAt: '2026-01-02T00:00:00.000Z' });
    const result = await pullOnce({ db, transport: server.transport, now: () => 43 });

    expect(result).toMatchObject({ ok: true, pages: 3, changes: 6, reset: false });
    expect(await db.posts.count()).toBe(6);
    expect(await db.events.get('e1')).toMatchObject({ title: 'Show' });
    expect(await getMeta(db, 'cursor')).toBe('7');
    expect(await getMeta(db, 'lastSyncedAt')).toBe(43);
  });

  it('tells its progress: asked, answered, checked, then each row stored, then done', async () => {
    const db = testDb();
    const server = createFakeSyncServer();
    for (let i = 0; i < 120; i++) server.serverPut('post', testPost(`p${i}`));
    const seen: number[] = [];
    await pullOnce({ db, transport: server.transport, onProgress: (f) => seen.push(f) });
    expect(seen.slice(0, 3)).toEqual([0.1, 0.4, 0.5]);
    expect(seen.at(-1)).toBe(1);
    // Rows stored are told every 50 and at the last one, never going back.
    expect(seen.length).toBe(3 + 3 + 1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-2)).toBeCloseTo(0.975);
  });

  it('removes deleted rows', async () => {
    const db = testDb();
    const server = createFakeSyncServer();
    server.serverPut('post', testPost('gone'));
    server.serverPut('post', testPost('stays'));
    await pullOnce({ db, transport: server.transport });
    server.serverDelete('post', 'gone');
    server.serverDelete('user', 'u-blocked');
    // What left is told (the device forgets its traces: forget-removed.ts); members by id.
    expect(await pullOnce({ db, transport: server.transport })).toMatchObject({
      removed: true,
      membersGone: ['u-blocked'],
    });
    expect(await db.posts.toCollection().primaryKeys()).toEqual(['stays']);
    server.serverPut('post', testPost('new'));
    expect(await pullOnce({ db, transport: server.transport })).toMatchObject({
      removed: false,
      membersGone: [],
    });
  });

  it('reset clears the replica but keeps pending rows and the outbox', async () => {
    const db = testDb();
    const server = createFakeSyncServer();
    server.serverPut('post', testPost('old'));
    await pullOnce({ db, transport: server.transport });
    await db.users.put({ id: 'someone' } as never);
    const mine = testPost(uuid(), 'offline post');
    await createPost(db, mine);

    server.retentionFloor = 1_000; // our cursor is now too old: snapshot
    server.serverDelete('post', 'old');
    server.serverPut('post', testPost('new'));
    const result = await pullOnce({ db, transport: server.transport });

    expect(result).toMatchObject({ ok: true, reset: true });
    expect((await db.posts.toCollection().primaryKeys()).sort()).toEqual(['new', mine.id].sort());
    expect(await db.posts.get(mine.id)).toMatchObject({ pending: 1, content: 'offline post' });
    expect(await db.users.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('does not overwrite a pending row with older server state, and rebases its undo', async () => {
    const db = testDb();
    const server = createFakeSyncServer();
    const post = testPost('p', 'v1');
    server.serverPut('post', post);
    await pullOnce({ db, transport: server.transport });

    await editPost(db, 'p', { content: 'mine' }); // mutation 1, not pushed yet
    server.serverPut('post', { ...post, content: 'theirs' }); // someone else's edit
    await pullOnce({ db, transport: server.transport });

    expect(await db.posts.get('p')).toMatchObject({ content: 'mine', pending: 1 });
    const [entry] = await db.outbox.toArray();
    expect(entry?.undo).toEqual([
      { table: 'posts', op: 'put', row: expect.objectContaining({ content: 'theirs' }) },
    ]);

    // Refused later: the member sees the newest server state, not the stale one.
    server.refuse = () => ({ status: 403, body: { message: 'Forbidden' } });
    const drainer = createDrainer({ db, transport: server.transport, locks: createMemoryLocks() });
    await drainer.requestFlush('online');
    expect(await db.posts.get('p')).toMatchObject({ content: 'theirs' });
    expect((await db.posts.get('p'))?.pending).toBeUndefined();
  });

  it('takes the server row once the server has applied the pending write', async () => {
    const db = testDb();
    const server = createFakeSyncServer();
    server.serverPut('post', testPost('p', 'v1'));
    await pullOnce({ db, transport: server.transport });
    await editPost(db, 'p', { content: 'mine' });

    // The push reached the server but its reply was lost: the entry is still queued.
    server.scriptPush({ kind: 'network-after' });
    const drainer = createDrainer({
      db,
      transport: server.transport,
      locks: createMemoryLocks(),
      clock: { now: () => 0, setTimeout: () => 0, clearTimeout: () => {} },
    });
    await drainer.requestFlush('online');
    expect(await db.outbox.count()).toBe(1);
    server.rows.get('post')?.set('p', { ...testPost('p', 'mine'), editedBy: 'server' });
    server.serverPut('post', server.rows.get('post')!.get('p')!);

    await pullOnce({ db, transport: server.transport });
    expect(await db.posts.get('p')).toMatchObject({ editedBy: 'server', pending: 1 });
  });

  it('a deletion from the server wins over a pending edit', async () => {
    const db = testDb();
    const server = createFakeSyncServer();
    server.serverPut('post', testPost('p', 'v1'));
    await pullOnce({ db, transport: server.transport });
    await editPost(db, 'p', { content: 'mine' });
    server.serverDelete('post', 'p');
    await pullOnce({ db, transport: server.transport });

    expect(await db.posts.get('p')).toBeUndefined();
    const [entry] = await db.outbox.toArray();
    expect(entry?.undo).toEqual([{ table: 'posts', op: 'delete', id: 'p' }]);
  });

  it('reports a failed page without touching the cursor', async () => {
    const db = testDb();
    const server = createFakeSyncServer();
    await setMeta(db, 'cursor', '0');
    server.scriptPull({ kind: 'network-before' });
    const result = await pullOnce({ db, transport: server.transport });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'network' } });
    expect(await getMeta(db, 'cursor')).toBe('0');
  });

  it('ignores entities this client does not know', async () => {
    const db = testDb();
    await applyPullPage(db, {
      cursor: '1',
      lastMutationId: 0,
      more: false,
      reset: false,
      changes: [{ op: 'put', entity: 'hologram', id: 'h', row: {} } as never],
    });
    expect(await getMeta(db, 'cursor')).toBe('1');
  });
});

describe('a pull reply that crossed an acknowledged push', () => {
  /** A transport whose pull replies are computed at once but handed over only on release. */
  function crossing(server: ReturnType<typeof createFakeSyncServer>) {
    let held: (() => void) | null = null;
    let answered: () => void = () => {};
    const transport = {
      ...server.transport,
      async pull(body: Parameters<typeof server.transport.pull>[0]) {
        const reply = await server.transport.pull(body);
        if (held === null) return reply;
        answered();
        await new Promise<void>((resolve) => {
          const release = held!;
          held = () => {
            release();
            resolve();
          };
        });
        return reply;
      },
    };
    return {
      transport,
      /** The next pull's reply is held; resolves when the server has answered it. */
      hold(): Promise<void> {
        held = () => {};
        return new Promise<void>((resolve) => {
          answered = resolve;
        });
      },
      release() {
        const release = held;
        held = null;
        release?.();
      },
    };
  }

  it('does not resurrect a deleted row or roll back an edit, and asks again', async () => {
    const db = testDb();
    const server = createFakeSyncServer();
    const wire = crossing(server);
    const drainer = createDrainer({ db, transport: server.transport, locks: createMemoryLocks() });
    const gone = testPost(uuid(), 'to delete');
    const kept = testPost(uuid(), 'v1');
    await createPost(db, gone);
    await createPost(db, kept);
    expect(await drainer.requestFlush('manual')).toBe('drained');

    // The first pull (a snapshot holding both posts) is answered, then held on the way back.
    const answered = wire.hold();
    const pulling = pullOnce({ db, transport: wire.transport });
    await answered; // the server built the reply before the writes below
    await deletePost(db, gone.id);
    await editPost(db, kept.id, { content: 'v2' });
    expect(await drainer.requestFlush('manual')).toBe('drained');
    wire.release();
    const result = await pulling;

    expect(result).toMatchObject({ ok: true });
    expect(await db.posts.get(gone.id)).toBeUndefined();
    expect(await db.posts.get(kept.id)).toMatchObject({ content: 'v2' });
    expect(server.pullCount).toBe(2); // the crossed reply was dropped and asked for again
    expect(await getMeta(db, 'lastMutationId')).toBe(4);
  });

  it('accepts a lower lastMutationId the server insists on (it lost our progress)', async () => {
    const db = testDb();
    const server = createFakeSyncServer();
    await pullOnce({ db, transport: server.transport });
    await setMeta(db, 'lastMutationId', 9);
    server.serverPut('post', testPost('p'));
    const result = await pullOnce({ db, transport: server.transport });
    expect(result).toMatchObject({ ok: true, pages: 1 });
    expect(await db.posts.get('p')).toBeDefined();
    expect(await getMeta(db, 'lastMutationId')).toBe(0);
    expect(server.pullCount).toBe(1 + 3); // two refusals of the page, then accepted
  });

  it('applyPullPage skips a stale page only when asked to', async () => {
    const db = testDb();
    await setMeta(db, 'lastMutationId', 5);
    const page = {
      cursor: '3',
      lastMutationId: 4,
      more: false,
      reset: false,
      changes: [{ op: 'put' as const, entity: 'post' as const, id: 'p', row: testPost('p') }],
    };
    expect(await applyPullPage(db, page, { stale: 'skip' })).toBe('stale');
    expect(await db.posts.get('p')).toBeUndefined();
    expect(await applyPullPage(db, page)).toBe('applied');
    expect(await db.posts.get('p')).toBeDefined();
    expect(await getMeta(db, 'lastMutationId')).toBe(5);
  });

  it('applies the changes of a page in their order for every row', async () => {
    const db = testDb();
    const put = (id: string, content: string) => ({
      op: 'put' as const,
      entity: 'post' as const,
      id,
      row: testPost(id, content),
    });
    const del = (id: string) => ({ op: 'del' as const, entity: 'post' as const, id });
    const page = {
      cursor: '9',
      lastMutationId: 0,
      more: false,
      reset: false,
      changes: [
        put('a', 'first'),
        put('b', 'kept'),
        del('a'),
        put('c', 'first'),
        put('c', 'second'),
        {
          op: 'put' as const,
          entity: 'event' as const,
          id: 'e',
          row: { id: 'e', title: 'Show', createdAt: '2026-01-02T00:00:00.000Z' },
        },
        del('d'),
      ],
    };
    await db.posts.put(testPost('d', 'old') as never);
    expect(await applyPullPage(db, page)).toBe('applied');
    const contents = Object.fromEntries((await db.posts.toArray()).map((p) => [p.id, p.content]));
    expect(contents).toEqual({ b: 'kept', c: 'second' });
    expect(await db.events.get('e')).toMatchObject({ title: 'Show' });
  });
});

describe('trimReplica', () => {
  it('keeps the newest window of posts and never trims pending rows', async () => {
    const db = testDb();
    for (let i = 0; i < 10; i++) {
      await db.posts.put(
        testPost(`p${i}`, 'x', `2026-01-${String(i + 1).padStart(2, '0')}`) as never,
      );
    }
    const oldPending = testPost(uuid(), 'mine', '2025-01-01');
    await createPost(db, oldPending);

    expect(await trimReplica(db, 4)).toBe(6);
    const left = (await db.posts.orderBy('createdAt').primaryKeys()) as string[];
    expect(left).toEqual([oldPending.id, 'p6', 'p7', 'p8', 'p9']);
  });

  it("keeps each conversation's newest messages, never one still waiting to be sent", async () => {
    const db = testDb();
    const message = (id: string, conversationId: string, day: number, pending?: 1) => ({
      id,
      conversationId,
      senderId: 'other',
      content: id,
      createdAt: `2026-02-${String(day).padStart(2, '0')}T00:00:00.000Z`,
      ...(pending ? { pending } : {}),
    });
    await db.conversations.bulkPut([{ id: 'busy' }, { id: 'quiet' }] as never);
    for (let day = 1; day <= 8; day++)
      await db.messages.put(message(`b${day}`, 'busy', day) as never);
    await db.messages.put(message('b0-sending', 'busy', 1, 1) as never);
    await db.messages.put(message('q1', 'quiet', 1) as never);

    expect(await trimReplica(db, 100, [], 5)).toBe(3);
    const left = await db.messages.orderBy('createdAt').primaryKeys();
    expect(left.sort()).toEqual(['b0-sending', 'b4', 'b5', 'b6', 'b7', 'b8', 'q1']);
  });

  it('leaves tables within the window alone', async () => {
    const db = testDb();
    await db.events.put({ id: 'e', createdAt: '2026-01-01' } as never);
    expect(await trimReplica(db, 4)).toBe(0);
    expect(await db.events.count()).toBe(1);
  });

  it('recognises quota errors however they are wrapped', () => {
    expect(isQuotaError({ name: 'QuotaExceededError' })).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isQuotaError(new Error('x'))).toBe(false);
  });
});

describe('applyPullPageWithRetry', () => {
  it('trims the replica and retries once when the disk is full', async () => {
    const db = testDb();
    const real = db.transaction.bind(db);
    let failures = 1;
    const spy = vi.spyOn(db, 'transaction').mockImplementation(((...args: unknown[]) => {
      const scope = args[1];
      if (Array.isArray(scope) && scope.includes('meta') && failures-- > 0) {
        return Promise.reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
      }
      return (real as (...a: unknown[]) => unknown)(...args);
    }) as never);
    await applyPullPageWithRetry(db, {
      cursor: '9',
      lastMutationId: 0,
      more: false,
      reset: false,
      changes: [{ op: 'put', entity: 'post', id: 'p', row: testPost('p') }],
    });
    spy.mockRestore();
    expect(await db.posts.get('p')).toBeDefined();
    expect(await getMeta(db, 'cursor')).toBe('9');
  });
});
