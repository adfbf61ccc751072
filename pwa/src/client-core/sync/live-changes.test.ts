import 'fake-indexeddb/auto';
import type { LiveChanges } from '@greenroom/shared-model/schemas/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { getMeta, type MemberDb, setMeta } from '../local-db/member-db';
import { enqueue } from '../outbox/enqueue';
import { captureUndo, updatePending } from '../outbox/undo';
import { closeTestDbs, testDb, testPost } from '../testing/fixtures';
import { applyLiveChanges, parseLiveChanges } from './live-changes';

afterEach(() => closeTestDbs());

const snap = (xmin: number, xmax: number, xip: number[] = []) => ({
  xmin: String(xmin),
  xmax: String(xmax),
  xip: xip.map(String),
});

async function pulledTo(db: MemberDb, watermark: number, snapshot = snap(watermark, watermark)) {
  await setMeta(db, 'cursor', 'pulled');
  await setMeta(db, 'watermark', String(watermark));
  await setMeta(db, 'snapshot', snapshot);
}

function live(from: number, snapshot: ReturnType<typeof snap>, ...posts: object[]): LiveChanges {
  return {
    from: String(from),
    cursor: `live-${snapshot.xmin}`,
    snapshot,
    changes: posts.map((row) => ({
      op: 'put' as const,
      entity: 'post' as const,
      id: (row as { id: string }).id,
      row,
    })),
  };
}

describe('applyLiveChanges', () => {
  it('applies changes that follow on, and moves the replica to their position', async () => {
    const db = testDb();
    await pulledTo(db, 10);
    const outcome = await applyLiveChanges(db, live(10, snap(12, 12), testPost('p1', 'live')));
    expect(outcome).toBe('applied');
    expect(await db.posts.get('p1')).toMatchObject({ content: 'live' });
    expect(await getMeta(db, 'cursor')).toBe('live-12');
    expect(await getMeta(db, 'watermark')).toBe('12');
  });

  it('touches nothing when changes below `from` may be missing, or the snapshot is older', async () => {
    const db = testDb();
    await pulledTo(db, 10, snap(10, 15, [11]));
    expect(await applyLiveChanges(db, live(11, snap(16, 16), testPost('p1')))).toBe('gap');
    expect(await applyLiveChanges(db, live(9, snap(9, 14), testPost('p1')))).toBe('gap');
    expect(await db.posts.count()).toBe(0);
    expect(await getMeta(db, 'cursor')).toBe('pulled');
  });

  it('waits for the commit of an acknowledged push, and never applies before a first pull', async () => {
    const fresh = testDb();
    expect(await applyLiveChanges(fresh, live(1, snap(5, 5), testPost('p1')))).toBe('gap');
    const db = testDb();
    await pulledTo(db, 10);
    await setMeta(db, 'requiredTxids', ['13']);
    expect(await applyLiveChanges(db, live(10, snap(12, 14, [13]), testPost('p1')))).toBe('gap');
    expect(await applyLiveChanges(db, live(10, snap(14, 14), testPost('p1')))).toBe('applied');
    expect(await getMeta(db, 'requiredTxids')).toEqual([]);
  });

  it('keeps an optimistic row whose write is still queued', async () => {
    const db = testDb();
    await pulledTo(db, 10);
    await db.posts.put(testPost('p1', 'server') as never);
    await enqueue(db, {
      name: 'updatePost',
      method: 'PUT',
      path: '/api/posts/p1',
      body: { content: 'mine' },
      entity: 'posts',
      entityId: 'p1',
      undo: (tx) => captureUndo(tx, 'posts', 'p1'),
      apply: (tx) => updatePending(tx, 'posts', 'p1', { content: 'mine' }),
    });
    expect(await applyLiveChanges(db, live(10, snap(12, 12), testPost('p1', 'other')))).toBe(
      'applied',
    );
    expect(await db.posts.get('p1')).toMatchObject({ content: 'mine', pending: 1 });
  });
});

describe('parseLiveChanges', () => {
  it('refuses anything that is not a delivery', () => {
    expect(parseLiveChanges(undefined)).toBeNull();
    expect(
      parseLiveChanges({ from: 'x', cursor: 'c', snapshot: snap(1, 1), changes: [] }),
    ).toBeNull();
    expect(parseLiveChanges({ from: '1', cursor: 'c', snapshot: {}, changes: [] })).toBeNull();
    expect(
      parseLiveChanges({ from: '1', cursor: 'c', snapshot: snap(1, 1), changes: [{}] }),
    ).toBeNull();
    expect(parseLiveChanges(live(1, snap(2, 2)))).not.toBeNull();
  });
});
