import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../tests/support/test-app';
import { posts } from '../db/schema/feed';
import { changeLog } from '../db/schema/sync';
import { requireUser } from '../features/auth/session';

let t: TestApp;
let member: SignedUp;
let handlerRuns = 0;
const effects: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app) => {
      // A tiny route: writes a post, then answers ?status (default 201) or throws.
      app.post('/api/test/posts', requireUser, async (c) => {
        handlerRuns += 1;
        const content = c.req.query('content') ?? 'hello';
        const [row] = await c.var.db
          .insert(posts)
          .values({ authorId: c.var.user.id, content })
          .returning();
        c.var.afterCommit(() => {
          effects.push(content);
        });
        if (c.req.query('throw')) throw new Error('boom');
        const status = Number(c.req.query('status') ?? 201) as 201;
        // ?quote= is echoed back, as a refusal quotes the caller's input.
        const quote = c.req.query('quote');
        return c.json({ id: row!.id, content, run: handlerRuns, quote }, status);
      });
      app.get('/api/test/posts/count', async (c) => {
        const [row] = await c.var.db.select({ n: count() }).from(posts);
        return c.json({ n: row!.n });
      });
    },
  });
  member = await t.signUp();
});
afterAll(async () => {
  await t?.close();
});

async function postCount(content: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(posts).where(eq(posts.content, content));
  return row!.n;
}

describe('one transaction per unsafe call', () => {
  it('commits a 2xx reply and then runs its effects', async () => {
    const res = await member.client.post('/api/test/posts?content=committed');
    expect(res.status).toBe(201);
    expect(await postCount('committed')).toBe(1);
    expect(effects).toContain('committed');
  });

  it('rolls back a reply >= 400 and drops its effects', async () => {
    const res = await member.client.post('/api/test/posts?content=refused&status=409');
    expect(res.status).toBe(409);
    expect(await postCount('refused')).toBe(0);
    expect(effects).not.toContain('refused');
  });

  it('rolls back a thrown error and answers 500 {message}', async () => {
    const res = await member.client.post('/api/test/posts?content=thrown&throw=1');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Something went wrong' });
    expect(await postCount('thrown')).toBe(0);
    expect(effects).not.toContain('thrown');
  });

  it('lets reads use c.var.db too', async () => {
    const res = await member.client.get('/api/test/posts/count');
    expect(res.status).toBe(200);
    expect((await res.json()).n).toBeGreaterThan(0);
  });

  it('appends to change_log only for committed writes', async () => {
    const ok = await member.client.post('/api/test/posts?content=logged');
    const { id } = await ok.json();
    await member.client.post('/api/test/posts?content=not-logged&status=400');
    const rows = await t.db.select().from(changeLog).where(eq(changeLog.entityId, id));
    expect(rows).toMatchObject([{ entity: 'post', op: 'put', audience: null }]);
    expect(rows[0]!.txid).toMatch(/^\d+$/);
  });

  it('NOTIFYs greenroom_changes on commit', async () => {
    const got: string[] = [];
    const unlisten = await t.database.listen('greenroom_changes', (p) => got.push(p));
    try {
      await member.client.post('/api/test/posts?content=notified');
      await expect.poll(() => got, { timeout: 5000 }).toContain('*');
    } finally {
      await unlisten();
    }
  });
});

describe('Idempotency-Key', () => {
  const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

  it('replays the stored reply instead of running the handler again', async () => {
    const key = `k-${Math.random()}`;
    const first = await member.client.post(
      '/api/test/posts?content=idem-1',
      undefined,
      withKey(key),
    );
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    const firstBody = await first.json();
    const runs = handlerRuns;

    const second = await member.client.post(
      '/api/test/posts?content=idem-1',
      undefined,
      withKey(key),
    );
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect(await second.json()).toEqual(firstBody);
    expect(handlerRuns).toBe(runs);
    expect(await postCount('idem-1')).toBe(1);
    expect(effects.filter((e) => e === 'idem-1')).toHaveLength(1);
  });

  it('stores a 4xx reply (its writes rolled back) and replays it', async () => {
    const key = `k-${Math.random()}`;
    const first = await member.client.post(
      '/api/test/posts?content=idem-4xx&status=409',
      undefined,
      withKey(key),
    );
    expect(first.status).toBe(409);
    expect(await postCount('idem-4xx')).toBe(0);
    const runs = handlerRuns;
    const second = await member.client.post(
      '/api/test/posts?content=idem-4xx&status=409',
      undefined,
      withKey(key),
    );
    expect(second.status).toBe(409);
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect(handlerRuns).toBe(runs);
    expect(await postCount('idem-4xx')).toBe(0);
  });

  it('stores a 4xx reply that quotes a NUL (which jsonb refuses) without it, and replays it', async () => {
    const key = `k-${Math.random()}`;
    const path = `/api/test/posts?content=idem-nul&status=422&quote=${encodeURIComponent('a\0b')}`;
    const first = await member.client.post(path, undefined, withKey(key));
    expect(first.status).toBe(422);
    const runs = handlerRuns;
    const second = await member.client.post(path, undefined, withKey(key));
    expect(second.status).toBe(422);
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect(((await second.json()) as { quote: string }).quote).toBe('ab');
    expect(handlerRuns).toBe(runs);
  });

  it('does not store a 5xx reply: the retry runs the handler', async () => {
    const key = `k-${Math.random()}`;
    const first = await member.client.post(
      '/api/test/posts?content=idem-5xx&throw=1',
      undefined,
      withKey(key),
    );
    expect(first.status).toBe(500);
    const second = await member.client.post(
      '/api/test/posts?content=idem-5xx',
      undefined,
      withKey(key),
    );
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotency-replayed')).toBeNull();
    expect(await postCount('idem-5xx')).toBe(1);
  });

  it('keeps keys per member', async () => {
    const key = `shared-${Math.random()}`;
    const other = await t.signUp();
    await member.client.post('/api/test/posts?content=idem-a', undefined, withKey(key));
    const res = await other.client.post('/api/test/posts?content=idem-b', undefined, withKey(key));
    expect(res.headers.get('idempotency-replayed')).toBeNull();
    expect((await res.json()).content).toBe('idem-b');
  });

  it('runs the handler once for concurrent twins', async () => {
    const key = `k-${Math.random()}`;
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        member.client.post('/api/test/posts?content=idem-race', undefined, withKey(key)),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(replies.filter((r) => r.headers.get('idempotency-replayed') === 'true')).toHaveLength(2);
    expect(await postCount('idem-race')).toBe(1);
  });

  it('works with change-password: the second identical call is a replay', async () => {
    const m = await t.signUp();
    const key = `pw-${Math.random()}`;
    const body = {
      currentPassword: m.password,
      newPassword: 'fresh secret',
      confirmPassword: 'fresh secret',
    };
    const first = await m.client.post('/api/auth/change-password', body, withKey(key));
    expect(first.status).toBe(200);
    // Without the key this would now fail: the current password changed.
    const second = await m.client.post('/api/auth/change-password', body, withKey(key));
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect(await second.json()).toEqual({ message: 'Password changed' });
  });
});

describe('Idempotency-Key bound to its call', () => {
  const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

  it('answers 422 when the key is reused by another call, and changes nothing', async () => {
    const key = `k-${Math.random()}`;
    const post = await member.client.post('/api/posts', { content: 'keyed post' }, withKey(key));
    expect(post.status).toBe(201);
    const profile = await member.client.put(
      '/api/users/profile',
      { bio: 'never written' },
      withKey(key),
    );
    expect(profile.status).toBe(422);
    expect(await profile.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request',
    });
    const me = await member.client.get('/api/auth/user');
    expect(((await me.json()) as { bio: string | null }).bio).not.toBe('never written');
  });

  it('answers 422 for the same path with another body, or another method', async () => {
    const key = `k-${Math.random()}`;
    const first = await member.client.post('/api/posts', { content: 'first body' }, withKey(key));
    expect(first.status).toBe(201);
    const other = await member.client.post('/api/posts', { content: 'other body' }, withKey(key));
    expect(other.status).toBe(422);
    const { id } = (await first.json()) as { id: string };
    const del = await member.client.delete(`/api/posts/${id}`, withKey(key));
    expect(del.status).toBe(422);
    expect(await postCount('first body')).toBe(1);
    expect(await postCount('other body')).toBe(0);
  });
});
