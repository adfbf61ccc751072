import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrainer } from '../client-core/outbox/drain';
import { createMemoryLocks } from '../client-core/outbox/locks';
import { createFakeClock } from '../client-core/testing/fake-clock';
import { createFakeSyncServer } from '../client-core/testing/fake-sync-server';
import { closeTestDbs, createPost, testDb, testPost } from '../client-core/testing/fixtures';
import { flushBeforeSignOut } from './flush-before-sign-out';

afterEach(() => closeTestDbs());

function setup() {
  const db = testDb();
  const server = createFakeSyncServer();
  const clock = createFakeClock();
  const locks = createMemoryLocks();
  const drainer = createDrainer({
    db,
    transport: server.transport,
    locks,
    clock,
    random: () => 0.5,
  });
  return { db, server, clock, locks, drainer };
}

describe('flushBeforeSignOut', () => {
  it('sends the queue and reports nothing left', async () => {
    const { db, server, clock, locks, drainer } = setup();
    await createPost(db, testPost(crypto.randomUUID()));
    await createPost(db, testPost(crypto.randomUUID()));
    expect(await flushBeforeSignOut({ db, drainer, locks, clock })).toBe(0);
    expect(server.pushedIds).toEqual([[1, 2]]);
    expect(clock.pendingTimers()).toEqual([]);
  });

  it('keeps what the server could not take and says how much', async () => {
    const { db, server, clock, locks, drainer } = setup();
    await createPost(db, testPost(crypto.randomUUID()));
    server.scriptPush({ kind: 'network-before' });
    expect(await flushBeforeSignOut({ db, drainer, locks, clock })).toBe(1);
    expect(await db.outbox.count()).toBe(1);
    drainer.dispose();
  });

  it('does not try while offline, and sends nothing when nothing is queued', async () => {
    const { db, server, clock, locks, drainer } = setup();
    expect(await flushBeforeSignOut({ db, drainer, locks, clock })).toBe(0);
    await createPost(db, testPost(crypto.randomUUID()));
    expect(await flushBeforeSignOut({ db, drainer, locks, clock, isOnline: () => false })).toBe(1);
    expect(server.pushedIds).toEqual([]);
  });

  it('waits for a drain already under way, then tries once more', async () => {
    const { db, server, clock, locks, drainer } = setup();
    await createPost(db, testPost(crypto.randomUUID()));
    let release = () => {};
    const held = locks.request(
      'greenroom-outbox',
      {},
      () => new Promise<void>((r) => (release = r)),
    );
    const result = flushBeforeSignOut({ db, drainer, locks, clock, lockName: 'greenroom-outbox' });
    await new Promise((r) => setTimeout(r, 20));
    expect(server.pushedIds).toEqual([]);
    release();
    await held;
    expect(await result).toBe(0);
    expect(server.pushedIds).toEqual([[1]]);
    drainer.dispose();
  });

  it('gives up waiting after the timeout; the queue is kept', async () => {
    const { db, clock, locks, drainer } = setup();
    await createPost(db, testPost(crypto.randomUUID()));
    let release = () => {};
    const held = locks.request(
      'greenroom-outbox',
      {},
      () => new Promise<void>((r) => (release = r)),
    );
    const result = flushBeforeSignOut({ db, drainer, locks, clock, timeoutMs: 1000 });
    await new Promise((r) => setTimeout(r, 20));
    await clock.advance(1000);
    expect(await result).toBe(1);
    release();
    await held;
    drainer.dispose();
  });
});
