import 'fake-indexeddb/auto';
import { Dexie, liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeTestDbs, testDb } from '../testing/fixtures';
import { listen, sharedQuery } from './shared-live-query';
import { stoppingAfterPaint } from './use-live-query';

/** How many live queries Dexie calls on each write. */
const listening = () =>
  (Dexie.on as unknown as (name: string) => { subscribers: unknown[] })('storagemutated')
    .subscribers.length;

let frames: (() => void)[] = [];
const paint = () => {
  for (const frame of frames.splice(0)) frame();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
  vi.stubGlobal('cancelAnimationFrame', () => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  closeTestDbs();
});

/** Lets Dexie's queries run (they start in a timer and answer through IndexedDB's events). */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await vi.advanceTimersByTimeAsync(1);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('stoppingAfterPaint', () => {
  it('delivers nothing once ended, and stops listening after the next paint', async () => {
    const db = testDb(crypto.randomUUID());
    await db.open();
    const before = listening();
    const seen: number[] = [];
    const subscription = stoppingAfterPaint(liveQuery(() => db.posts.count())).subscribe(
      (n: number) => seen.push(n),
    ) as { unsubscribe(): void };
    await settle();
    expect(seen).toEqual([0]);
    expect(listening()).toBe(before + 1);

    subscription.unsubscribe();
    await db.posts.put({ id: crypto.randomUUID(), createdAt: new Date().toISOString() } as never);
    await settle();
    expect(seen).toEqual([0]);
    expect(listening()).toBe(before + 1);

    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(listening()).toBe(before);
  });

  it('ends the queries of one frame together, and without a frame (a hidden page) soon after', async () => {
    const db = testDb(crypto.randomUUID());
    await db.open();
    const before = listening();
    const subscriptions = [1, 2, 3].map(
      () =>
        stoppingAfterPaint(liveQuery(() => db.posts.count())).subscribe(() => {}) as {
          unsubscribe(): void;
        },
    );
    await settle();
    expect(listening()).toBe(before + 3);
    for (const subscription of subscriptions) subscription.unsubscribe();
    expect(frames).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(249);
    expect(listening()).toBe(before + 3);
    await vi.advanceTimersByTimeAsync(1);
    expect(listening()).toBe(before);
  });
});

describe('shared live queries', () => {
  it('runs one query for every reader of the same key, while anyone reads it', async () => {
    const db = testDb(crypto.randomUUID());
    await db.open();
    const before = listening();
    let runs = 0;
    const count = () => {
      runs++;
      return db.posts.count();
    };
    const query = sharedQuery(db, 'posts', count);
    expect(sharedQuery(db, 'posts', count)).toBe(query);
    const a = vi.fn();
    const b = vi.fn();
    const stopA = listen(query, a);
    const stopB = listen(query, b);
    await settle();
    expect(listening()).toBe(before + 1);
    expect(runs).toBe(1);
    expect(query.value).toBe(0);

    await db.posts.put({ id: crypto.randomUUID(), createdAt: new Date().toISOString() } as never);
    await settle();
    expect(query.value).toBe(1);
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(2);

    stopA();
    stopB();
    // A screen that reads the same rows comes before the frame: the query goes on.
    const stopC = listen(query, vi.fn());
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(listening()).toBe(before + 1);
    expect(query.value).toBe(1);

    stopC();
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(listening()).toBe(before);
    expect(query.value).toBeUndefined();
    expect(runs).toBe(2);
  });

  it('keeps the queries of two databases apart', () => {
    const one = testDb(crypto.randomUUID());
    const two = testDb(crypto.randomUUID());
    const count = () => one.posts.count();
    expect(sharedQuery(one, 'posts', count)).not.toBe(sharedQuery(two, 'posts', count));
  });
});
