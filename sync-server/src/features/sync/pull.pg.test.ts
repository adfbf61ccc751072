import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import {
  PROTOCOL_UNSUPPORTED_CODE,
  PROTOCOL_UNSUPPORTED_STATUS,
  PROTOCOL_VERSION,
  PULL_PAGE_SIZE,
} from '@greenroom/shared-model/constants';
import type { Change, PullReply, PushReply } from '@greenroom/shared-model/schemas/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itWithConcurrentTransactions } from '../../../../tests/support/engine';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { posts } from '../../db/schema/feed';
import { notifications } from '../../db/schema/notifications';
import { changeLog, idempotencyKeys, mutationResults, syncClients } from '../../db/schema/sync';
import { users } from '../../db/schema/users';
import { decodeCursor, encodeCursor } from './cursor';
import { pull, readChangePage, snapshotXmin } from './pull';
import { sweepExpired } from './sweeper';

let t: TestApp;
let ada: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp({ firstName: 'Ada' });
  bob = await t.signUp({ firstName: 'Bob' });
});
afterAll(async () => {
  await t?.close();
});

type Reply = PullReply & { message?: string };

async function pullAs(who: SignedUp, clientId: string, cursor: string | null) {
  const res = await who.client.post('/api/sync/pull', {
    clientId,
    protocolVersion: PROTOCOL_VERSION,
    cursor,
  });
  return { status: res.status, body: (await res.json()) as Reply };
}

/**
 * Pull (following pages) until `done` holds for the changes seen. Another transaction anywhere in
 * the cluster holds the watermark back for a moment, so a change may need a second pull.
 */
async function pullUntil(
  who: SignedUp,
  clientId: string,
  cursor: string,
  done: (changes: Change[]) => boolean,
): Promise<{ cursor: string; changes: Change[] }> {
  const seen: Change[] = [];
  let current = cursor;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { body } = await pullAs(who, clientId, current);
    expect(body.reset).toBe(false);
    seen.push(...body.changes);
    current = body.cursor;
    if (!body.more && done(seen)) return { cursor: current, changes: seen };
    if (Date.now() > deadline) throw new Error(`not seen in time: ${JSON.stringify(seen)}`);
    if (!body.more) await new Promise((r) => setTimeout(r, 50));
  }
}

const postChange = (changes: Change[], id: string) =>
  changes.filter((c) => c.entity === 'post' && c.id === id).at(-1);

async function createPost(who: SignedUp, content: string) {
  const res = await who.client.post('/api/posts', { content });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; content: string };
}

describe('POST /api/sync/pull', () => {
  it('answers 401 without a session and 426 for another protocol version', async () => {
    const body = { clientId: randomUUID(), protocolVersion: PROTOCOL_VERSION, cursor: null };
    expect((await t.client().post('/api/sync/pull', body)).status).toBe(401);
    const old = await ada.client.post('/api/sync/pull', { ...body, protocolVersion: 2 });
    expect(old.status).toBe(PROTOCOL_UNSUPPORTED_STATUS);
    expect(await old.json()).toMatchObject({
      message: expect.stringMatching(/out of date/),
      code: PROTOCOL_UNSUPPORTED_CODE,
    });
  });

  it('answers a snapshot for a null cursor: own row, the feed window and its authors', async () => {
    const recent = await createPost(bob, 'in the window');
    const oldId = randomUUID();
    await t.db.insert(posts).values({
      id: oldId,
      authorId: bob.user.id,
      content: 'too old',
      createdAt: new Date(Date.now() - 61 * 86_400_000),
    });
    const { status, body } = await pullAs(ada, randomUUID(), null);
    expect(status).toBe(200);
    expect(body).toMatchObject({ reset: true, more: false, lastMutationId: 0 });
    const own = body.changes.find((c) => c.entity === 'user' && c.id === ada.user.id);
    expect(own).toMatchObject({ op: 'put', row: { id: ada.user.id, hasPassword: true } });
    const author = body.changes.find((c) => c.entity === 'user' && c.id === bob.user.id);
    expect(author?.op).toBe('put');
    expect(author && 'row' in author ? author.row : null).not.toHaveProperty('hasPassword');
    expect(postChange(body.changes, recent.id)).toMatchObject({
      op: 'put',
      row: { id: recent.id, content: 'in the window', author: { id: bob.user.id } },
    });
    expect(postChange(body.changes, oldId)).toBeUndefined();
    // The same serialisation as the REST reply.
    const rest = await (await ada.client.get(`/api/posts/${recent.id}`)).json();
    expect(postChange(body.changes, recent.id)).toMatchObject({ row: rest });
    expect(decodeCursor(body.cursor)).toMatchObject({ x: expect.stringMatching(/^\d+$/) });
  });

  it("sees another member's create, edit and delete (tombstone) in deltas", async () => {
    const clientId = randomUUID();
    let { body } = await pullAs(ada, clientId, null);
    const post = await createPost(bob, 'new work');
    let seen = await pullUntil(ada, clientId, body.cursor, (cs) => !!postChange(cs, post.id));
    expect(postChange(seen.changes, post.id)).toMatchObject({
      op: 'put',
      row: { content: 'new work', authorId: bob.user.id },
    });

    expect(
      (await bob.client.put(`/api/posts/${post.id}`, { content: 'new work, edited' })).status,
    ).toBe(200);
    seen = await pullUntil(ada, clientId, seen.cursor, (cs) => !!postChange(cs, post.id));
    expect(postChange(seen.changes, post.id)).toMatchObject({
      op: 'put',
      row: { content: 'new work, edited' },
    });

    expect((await bob.client.delete(`/api/posts/${post.id}`)).status).toBe(200);
    seen = await pullUntil(ada, clientId, seen.cursor, (cs) => !!postChange(cs, post.id));
    expect(postChange(seen.changes, post.id)).toEqual({ op: 'del', entity: 'post', id: post.id });

    // Nothing new: the delta runs empty. A transaction open anywhere on the cluster (another
    // test file's database, in this run) holds the watermark back and the delete is read again
    // meanwhile (cursor.ts), so it ends empty rather than at once.
    let cursor = seen.cursor;
    await expect
      .poll(async () => {
        ({ body } = await pullAs(ada, clientId, cursor));
        cursor = body.cursor;
        return body.changes.length;
      })
      .toBe(0);
  });

  itWithConcurrentTransactions(
    'does not skip a change whose transaction started before the cursor and committed after',
    async () => {
      const clientId = randomUUID();
      const { body: start } = await pullAs(ada, clientId, null);
      const id = randomUUID();
      let during = '';
      await t.db.transaction(async (tx) => {
        await tx.insert(posts).values({ id, authorId: bob.user.id, content: 'slow writer' });
        // Another post committed meanwhile is delivered while the slow one is still open.
        const quick = await createPost(bob, 'quick writer');
        const { body } = await pullAs(ada, clientId, start.cursor);
        expect(postChange(body.changes, id)).toBeUndefined();
        // Committed, so visible: delivered at once even though the slow one is still open…
        expect(postChange(body.changes, quick.id)).toMatchObject({ op: 'put' });
        // …while the watermark stays below the open transaction, which is read again later.
        const [slowChange] = await queryRows<{ txid: string }>(
          tx,
          sql`select txid::text as txid from change_log where entity_id = ${id}::uuid`,
        );
        expect(BigInt(decodeCursor(body.cursor)!.x)).toBeLessThanOrEqual(BigInt(slowChange!.txid));
        during = body.cursor;
      });
      const seen = await pullUntil(ada, clientId, during, (cs) => !!postChange(cs, id));
      expect(postChange(seen.changes, id)).toMatchObject({
        op: 'put',
        row: { content: 'slow writer' },
      });
    },
  );

  it('reports lastMutationId of the client and refuses another member’s client', async () => {
    const clientId = randomUUID();
    const res = await ada.client.post('/api/sync/push', {
      clientId,
      protocolVersion: PROTOCOL_VERSION,
      mutations: [
        { id: 1, key: randomUUID(), method: 'POST', path: '/api/posts', body: { content: 'p1' } },
        { id: 2, key: randomUUID(), method: 'POST', path: '/api/posts', body: { content: 'p2' } },
      ],
    });
    expect(((await res.json()) as PushReply).lastMutationId).toBe(2);
    const { body } = await pullAs(ada, clientId, null);
    expect(body.lastMutationId).toBe(2);
    const stolen = await pullAs(bob, clientId, null);
    expect(stolen.status).toBe(403);
  });

  it('answers a reset for an unreadable, expired or future cursor', async () => {
    const clientId = randomUUID();
    const xmin = await snapshotXmin(t.db);
    const now = Math.floor(Date.now() / 1000);
    for (const cursor of [
      'garbage',
      encodeCursor({ x: xmin, w: now - 31 * 86_400 }),
      encodeCursor({ x: (BigInt(xmin) + 1_000_000n).toString(), w: now }),
    ]) {
      const { body } = await pullAs(ada, clientId, cursor);
      expect(body.reset, cursor).toBe(true);
    }
    const { body } = await pullAs(ada, clientId, encodeCursor({ x: xmin, w: now }));
    expect(body.reset).toBe(false);
  });

  it("sends a member's private changes to that member only", async () => {
    const notificationId = randomUUID();
    const { body: adaStart } = await pullAs(ada, randomUUID(), null);
    await t.db.insert(notifications).values({
      id: notificationId,
      userId: ada.user.id,
      type: 'profile_view',
      title: 'Profile View',
      message: 'Bob viewed your profile',
    });
    const from = decodeCursor(adaStart.cursor)!.x;
    // The change-log page honours the audience…
    let adaRefs: { entity: string; id: string }[] = [];
    const deadline = Date.now() + 15_000;
    while (!adaRefs.some((r) => r.id === notificationId) && Date.now() < deadline) {
      const to = await snapshotXmin(t.db);
      adaRefs = await readChangePage(t.db, { from, to, audience: ada.user.id, limit: 1000 });
      if (!adaRefs.some((r) => r.id === notificationId))
        await new Promise((r) => setTimeout(r, 50));
    }
    expect(adaRefs).toContainEqual(
      expect.objectContaining({ entity: 'notification', id: notificationId }),
    );
    const to = await snapshotXmin(t.db);
    const bobRefs = await readChangePage(t.db, { from, to, audience: bob.user.id, limit: 1000 });
    expect(bobRefs.some((r) => r.id === notificationId)).toBe(false);

    // …and so does the pull.
    const cursor = encodeCursor({ x: from, w: Math.floor(Date.now() / 1000) });
    const asAda = await pull(t.db, {
      me: (await t.db.select().from(users).where(eq(users.id, ada.user.id)))[0]!,
      clientId: randomUUID(),
      cursor,
      env: t.env,
    });
    const asBob = await pull(t.db, {
      me: (await t.db.select().from(users).where(eq(users.id, bob.user.id)))[0]!,
      clientId: randomUUID(),
      cursor,
      env: t.env,
    });
    expect(asAda.ok && asAda.reply.changes).toContainEqual(
      expect.objectContaining({
        op: 'put',
        entity: 'notification',
        id: notificationId,
        row: expect.objectContaining({ id: notificationId, message: 'Bob viewed your profile' }),
      }),
    );
    expect(asBob.ok && asBob.reply.changes.some((c) => c.id === notificationId)).toBe(false);
  });

  it('pages a long delta with more:true, each row once', async () => {
    const clientId = randomUUID();
    const { body: start } = await pullAs(ada, clientId, null);
    const total = PULL_PAGE_SIZE + 5;
    const ids = Array.from({ length: total }, () => randomUUID());
    await t.db
      .insert(posts)
      .values(ids.map((id, i) => ({ id, authorId: bob.user.id, content: `bulk ${i}` })));
    // Touch the first one again: it must still come once, as its latest state.
    await t.db.update(posts).set({ content: 'bulk 0 again' }).where(eq(posts.id, ids[0]!));

    const pages: Reply[] = [];
    let cursor = start.cursor;
    const deadline = Date.now() + 15_000;
    const seen = new Map<string, number>();
    const wanted = new Set<string>(ids);
    while (seen.size < total && Date.now() < deadline) {
      const { body } = await pullAs(ada, clientId, cursor);
      pages.push(body);
      for (const c of body.changes) {
        if (c.entity === 'post' && wanted.has(c.id)) seen.set(c.id, (seen.get(c.id) ?? 0) + 1);
      }
      cursor = body.cursor;
      if (!body.more && seen.size < total) await new Promise((r) => setTimeout(r, 50));
    }
    const withMore = pages.filter((p) => p.more);
    expect(withMore.length).toBeGreaterThanOrEqual(1);
    expect(withMore[0]!.changes).toHaveLength(PULL_PAGE_SIZE);
    expect(pages.at(-1)!.more).toBe(false);
    expect(seen.size).toBe(total);
    expect([...seen].filter(([, n]) => n !== 1)).toEqual([]);
    const first = pages.flatMap((p) => p.changes).find((c) => c.id === ids[0]);
    expect(first).toMatchObject({ row: { content: 'bulk 0 again' } });
  });

  it('pages with a small page size continue after (txid, seq)', async () => {
    const { body: start } = await pullAs(ada, randomUUID(), null);
    const made = [
      await createPost(bob, 's1'),
      await createPost(bob, 's2'),
      await createPost(bob, 's3'),
    ];
    const me = (await t.db.select().from(users).where(eq(users.id, ada.user.id)))[0]!;
    let cursor = start.cursor;
    const got: string[] = [];
    const deadline = Date.now() + 15_000;
    while (!made.every((p) => got.includes(p.id)) && Date.now() < deadline) {
      const out = await pull(
        t.db,
        { me, clientId: randomUUID(), cursor, env: t.env },
        { pageSize: 1 },
      );
      if (!out.ok) throw new Error('refused');
      expect(out.reply.changes.length).toBeLessThanOrEqual(1);
      got.push(...out.reply.changes.map((c) => c.id));
      cursor = out.reply.cursor;
      if (out.reply.more)
        expect(decodeCursor(cursor)).toMatchObject({
          t: expect.any(String),
          s: expect.any(Number),
        });
    }
    expect(got.filter((id) => made.some((p) => p.id === id))).toEqual(made.map((p) => p.id));
  });

  itWithConcurrentTransactions(
    'keeps the lowest xmin of its pages as the next watermark',
    async () => {
      const { body: start } = await pullAs(ada, randomUUID(), null);
      const me = (await t.db.select().from(users).where(eq(users.id, ada.user.id)))[0]!;
      const slowId = randomUUID();
      let inserted!: () => void;
      const insertedP = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let slowTxid = '';
      // A writer that is still open while the first page is read, and commits before the second.
      const slow = t.db.transaction(async (tx) => {
        await tx.insert(posts).values({ id: slowId, authorId: bob.user.id, content: 'slow page' });
        const [row] = await queryRows<{ txid: string }>(
          tx,
          sql`select pg_current_xact_id()::text as txid`,
        );
        slowTxid = row!.txid;
        inserted();
        await held;
      });
      try {
        await insertedP;
        const quick = [await createPost(bob, 'q1'), await createPost(bob, 'q2')];
        const pullPage = async (cursor: string) => {
          const out = await pull(
            t.db,
            { me, clientId: randomUUID(), cursor, env: t.env },
            { pageSize: 1 },
          );
          if (!out.ok) throw new Error('refused');
          return out.reply;
        };
        const got: string[] = [];
        let page = await pullPage(start.cursor);
        got.push(...page.changes.map((c) => c.id));
        expect(page.more).toBe(true);
        release();
        await slow;
        // The rest of this pull runs in snapshots taken after the slow writer committed.
        while (page.more) {
          page = await pullPage(page.cursor);
          got.push(...page.changes.map((c) => c.id));
        }
        for (const q of quick) expect(got).toContain(q.id);
        expect(BigInt(decodeCursor(page.cursor)!.x)).toBeLessThanOrEqual(BigInt(slowTxid));
        // Whatever the first pull skipped of the slow writer, the next one (from the lowest
        // xmin) reads it.
        let cursor = page.cursor;
        const deadline = Date.now() + 15_000;
        while (!got.includes(slowId) && Date.now() < deadline) {
          do {
            page = await pullPage(cursor);
            got.push(...page.changes.map((c) => c.id));
            cursor = page.cursor;
          } while (page.more);
        }
        expect(got).toContain(slowId);
      } finally {
        release();
        await slow.catch(() => {});
      }
    },
  );

  it('compresses the reply when the client accepts gzip', async () => {
    const res = await ada.client.post(
      '/api/sync/pull',
      { clientId: randomUUID(), protocolVersion: PROTOCOL_VERSION, cursor: null },
      { headers: { 'accept-encoding': 'gzip' } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(
      gunzipSync(Buffer.from(await res.arrayBuffer())).toString(),
    ) as PullReply;
    expect(body.reset).toBe(true);
  });
});

describe('sweeper', () => {
  it('deletes change-log rows, push results and idempotency replies older than 30 days', async () => {
    const old = new Date(Date.now() - 31 * 86_400_000);
    const clientId = randomUUID();
    await t.db.insert(syncClients).values({ clientId, userId: ada.user.id, lastMutationId: 2 });
    await t.db.insert(mutationResults).values([
      { clientId, mutationId: 1, status: 201, body: null, createdAt: old },
      { clientId, mutationId: 2, status: 201, body: null },
    ]);
    const [oldKey, newKey] = [randomUUID(), randomUUID()];
    await t.db.insert(idempotencyKeys).values([
      { userId: ada.user.id, key: oldKey, status: 201, body: null, createdAt: old },
      { userId: ada.user.id, key: newKey, status: 201, body: null },
    ]);
    const marker = randomUUID();
    await t.db.insert(changeLog).values([
      { entity: 'post', entityId: marker, op: 'del', createdAt: old },
      { entity: 'post', entityId: marker, op: 'put' },
    ]);
    const result = await sweepExpired(t.db);
    expect(result.changeLog).toBeGreaterThanOrEqual(1);
    const left = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*)::text as n from change_log where created_at < now() - interval '30 days'`,
    );
    expect(left[0]!.n).toBe('0');
    expect(
      (await t.db.select().from(changeLog).where(eq(changeLog.entityId, marker))).map((r) => r.op),
    ).toEqual(['put']);
    expect(
      (await t.db.select().from(mutationResults).where(eq(mutationResults.clientId, clientId))).map(
        (r) => r.mutationId,
      ),
    ).toEqual([2]);
    const keys = (
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, ada.user.id))
    ).map((r) => r.key);
    expect(keys).toContain(newKey);
    expect(keys).not.toContain(oldKey);
  });
});
