import { WS_CLOSE_SESSION_ENDED } from '@greenroom/shared-model/constants';
import 'fake-indexeddb/auto';
import { PROTOCOL_UNSUPPORTED_STATUS } from '@greenroom/shared-model/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMeta, type MemberDb } from '../local-db/member-db';
import { createMemoryLocks } from '../outbox/locks';
import { createFakeClock } from '../testing/fake-clock';
import { fakeSocketFactory } from '../testing/fake-socket';
import { createFakeSyncServer } from '../testing/fake-sync-server';
import { closeTestDbs, createPost, testDb, testPost } from '../testing/fixtures';
import { queueUpload } from '../uploads/queued-uploads';
import {
  createSyncEngine,
  type SyncEngine,
  type SyncEngineOptions,
  type SyncStatus,
} from './engine';

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop();
  closeTestDbs();
});

function setup(db: MemberDb = testDb(), overrides: Partial<SyncEngineOptions> = {}) {
  const server = createFakeSyncServer();
  const clock = createFakeClock();
  const sockets = fakeSocketFactory();
  const statuses: SyncStatus[] = [];
  const engine = createSyncEngine({
    userId: 'u1',
    db,
    transport: server.transport,
    locks: createMemoryLocks(),
    clock,
    random: () => 0.5,
    wsUrl: 'ws://app.test/ws',
    wsFactory: sockets.factory,
    ...overrides,
  });
  engines.push(engine);
  engine.status$.subscribe((s) => statuses.push(s));
  return { db, server, clock, sockets, engine, statuses };
}

const idle = (engine: SyncEngine) =>
  vi.waitFor(() => expect(engine.status$.get().state).toBe('idle'));

describe('sync engine', () => {
  it('flushes and pulls on start, then reports idle with nothing pending', async () => {
    const db = testDb();
    await createPost(db, testPost(crypto.randomUUID()));
    const { server, engine, statuses } = setup(db);
    server.serverPut('event', { id: 'e1', createdAt: '2026-01-01T00:00:00.000Z' });

    engine.start();
    await vi.waitFor(() => expect(engine.status$.get().lastSyncedAt).not.toBeNull());
    await idle(engine);
    await vi.waitFor(() => expect(engine.status$.get().pending).toBe(0));

    expect(server.pushedIds).toEqual([[1]]);
    expect(server.pullCount).toBe(1);
    expect(await db.events.get('e1')).toBeDefined();
    expect(engine.status$.get().lastSyncedAt).not.toBeNull();
    expect(statuses.some((s) => s.state === 'syncing')).toBe(true);
    expect(await getMeta(db, 'syncState')).toBe('idle');
  });

  it('pulls at once on a poke, with no timer in between', async () => {
    const { server, clock, sockets, engine } = setup();
    engine.start();
    sockets.last()!.open();
    await idle(engine);
    await vi.waitFor(() => expect(server.pullCount).toBe(2)); // start + first open
    const timers = clock.pendingTimers(); // the socket's heartbeat
    sockets.last()!.receive({ type: 'poke' });
    expect(clock.pendingTimers()).toEqual(timers);
    // No clock.advance: the pull is already under way.
    await vi.waitFor(() => expect(server.pullCount).toBe(3));
    await idle(engine);
    expect(server.pullCount).toBe(3);
  });

  it('coalesces pokes that arrive during a pull into exactly one follow-up pull', async () => {
    const server = createFakeSyncServer();
    let gate: Promise<void> | null = null;
    let started = 0;
    const transport = {
      ...server.transport,
      async pull(body: Parameters<typeof server.transport.pull>[0]) {
        started++;
        if (gate) await gate;
        return server.transport.pull(body);
      },
    };
    const { clock, sockets, engine } = setup(undefined, { transport });
    engine.start();
    sockets.last()!.open();
    await idle(engine);
    await vi.waitFor(() => expect(started).toBe(2));

    let release = () => {};
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    sockets.last()!.receive({ type: 'poke' });
    await vi.waitFor(() => expect(started).toBe(3)); // the first poke pulls at once
    for (let i = 0; i < 10; i++) sockets.last()!.receive({ type: 'poke' });
    expect(started).toBe(3); // held back while the pull is in flight
    gate = null;
    release();
    await vi.waitFor(() => expect(started).toBe(4)); // one follow-up, right after
    await idle(engine);
    await clock.advance(60_000);
    expect(started).toBe(4);
    expect(server.pullCount).toBe(4);
  });

  it('passes live notifications on and pulls for them', async () => {
    const onLiveMessage = vi.fn();
    const { server, sockets, engine } = setup(undefined, { onLiveMessage });
    engine.start();
    sockets.last()!.open();
    await vi.waitFor(() => expect(server.pullCount).toBe(2));
    const message = {
      type: 'profile_view_notification',
      data: { viewer: { firstName: 'Ada', lastName: 'L' } },
    };
    sockets.last()!.receive(message);
    expect(onLiveMessage).toHaveBeenCalledWith(message);
    await vi.waitFor(() => expect(server.pullCount).toBe(3));
  });

  it('passes a notification on without a pull: its row comes in the live frame', async () => {
    const onLiveMessage = vi.fn();
    const { server, sockets, engine, clock } = setup(undefined, { onLiveMessage });
    engine.start();
    sockets.last()!.open();
    await vi.waitFor(() => expect(server.pullCount).toBe(2));
    await idle(engine);
    const message = { type: 'notification', notification: { id: 'n1' } };
    sockets.last()!.receive(message);
    expect(onLiveMessage).toHaveBeenCalledWith(message);
    await clock.advance(1_000);
    await idle(engine);
    expect(server.pullCount).toBe(2);
  });

  it('flushes and pulls when the socket comes back', async () => {
    const { db, server, clock, sockets, engine } = setup();
    engine.start();
    sockets.last()!.open();
    await vi.waitFor(() => expect(server.pullCount).toBe(2));
    await idle(engine);
    sockets.last()!.drop();
    await createPost(db, testPost(crypto.randomUUID()));
    await clock.advance(500);
    const pulls = server.pullCount;
    sockets.last()!.open();
    await vi.waitFor(() => expect(server.pullCount).toBe(pulls + 1));
    expect(server.pushedIds.flat()).toEqual([1]);
  });

  it('pulls at once when the server ends the session over the socket, and shows signed-out', async () => {
    const { server, sockets, engine } = setup();
    engine.start();
    sockets.last()!.open();
    await vi.waitFor(() => expect(server.pullCount).toBe(2));
    await idle(engine);
    server.scriptPull({ kind: 'status', status: 401 });
    sockets.last()!.drop(WS_CLOSE_SESSION_ENDED);
    await vi.waitFor(() => expect(engine.status$.get().state).toBe('signed-out'));
  });

  it('does not pull for a socket that merely dropped', async () => {
    const { server, sockets, engine } = setup();
    engine.start();
    sockets.last()!.open();
    await vi.waitFor(() => expect(server.pullCount).toBe(2));
    await idle(engine);
    const pulls = server.pullCount;
    sockets.last()!.drop();
    await new Promise((r) => setTimeout(r, 20));
    expect(server.pullCount).toBe(pulls);
  });

  it('is offline without network, and syncs on the online trigger', async () => {
    let online = false;
    const db = testDb();
    await createPost(db, testPost(crypto.randomUUID()));
    const { server, engine } = setup(db, { isOnline: () => online, wsUrl: undefined });
    engine.start();
    await vi.waitFor(() =>
      expect(engine.status$.get()).toMatchObject({ state: 'offline', pending: 1 }),
    );
    expect(server.pushedIds).toEqual([]);

    online = true;
    await engine.requestSync('online');
    expect(engine.status$.get()).toMatchObject({ state: 'idle' });
    await vi.waitFor(() => expect(engine.status$.get().pending).toBe(0));
  });

  it('counts a file chosen offline (an image post, a portfolio piece) among the changes waiting', async () => {
    const db = testDb();
    await createPost(db, testPost(crypto.randomUUID()));
    await queueUpload(db, new File(['x'], 'photo.png', { type: 'image/png' }), {
      kind: 'portfolioItem',
      title: 'Stage design',
      description: '',
      tags: [],
    });
    const { engine } = setup(db, { isOnline: () => false, wsUrl: undefined });
    engine.start();
    await vi.waitFor(() =>
      expect(engine.status$.get()).toMatchObject({ state: 'offline', pending: 2 }),
    );
    await db.queuedUploads.clear();
    await vi.waitFor(() => expect(engine.status$.get().pending).toBe(1));
  });

  it('retries a failed pull with backoff and shows the failure meanwhile', async () => {
    const { server, clock, engine } = setup(undefined, { wsUrl: undefined });
    server.scriptPull({ kind: 'network-before' }, { kind: 'status', status: 503 });
    engine.start();
    await vi.waitFor(() => expect(engine.status$.get().state).toBe('offline'));
    expect(engine.status$.get().lastError).toBe('Failed to fetch');
    await clock.advance(500);
    expect(engine.status$.get()).toMatchObject({ state: 'error', lastError: '503 HTTP 503' });
    await clock.advance(1000);
    expect(engine.status$.get()).toMatchObject({ state: 'idle', lastError: null });
    expect(server.pullCount).toBe(1);
  });

  it('a push the server answers ends the offline a failed pull left: no wait for its backoff', async () => {
    const { db, server, clock, engine } = setup(undefined, { wsUrl: undefined });
    server.scriptPull({ kind: 'network-before' });
    engine.start();
    await vi.waitFor(() => expect(engine.status$.get().state).toBe('offline'));
    // A write while the pull waits for its retry: the server takes it, so it is not offline.
    await createPost(db, testPost(crypto.randomUUID()));
    await engine.requestSync('enqueue');
    await idle(engine);
    expect(server.pullCount).toBe(1);
    expect(engine.status$.get().lastError).toBeNull();
    await clock.advance(60_000);
    expect(server.pullCount).toBe(1);
  });

  it('shows signed-out on a 401 and syncs the kept queue after resume', async () => {
    const db = testDb();
    await createPost(db, testPost(crypto.randomUUID()));
    const { server, clock, engine } = setup(db, { wsUrl: undefined });
    server.scriptPush({ kind: 'status', status: 401 });
    engine.start();
    await vi.waitFor(() => expect(engine.status$.get().state).toBe('signed-out'));
    await engine.requestSync('online');
    await clock.advance(120_000);
    expect(engine.status$.get()).toMatchObject({ state: 'signed-out', pending: 1 });

    await engine.resume();
    await vi.waitFor(() =>
      expect(engine.status$.get()).toMatchObject({ state: 'idle', pending: 0 }),
    );
    expect(server.pushedIds).toEqual([[1]]);
  });

  it('stops cleanly', async () => {
    const { clock, sockets, engine } = setup();
    engine.start();
    sockets.last()!.open();
    await idle(engine);
    engine.stop();
    expect(sockets.last()!.closedByClient).toBe(true);
    expect(clock.pendingTimers()).toEqual([]);
  });
});

describe('a server that no longer speaks our protocol', () => {
  const unsupported = { kind: 'status', status: PROTOCOL_UNSUPPORTED_STATUS } as const;

  it('on pull: reports updateRequired and stops pulling instead of backing off', async () => {
    const { server, clock, engine } = setup();
    server.scriptPull(unsupported);
    engine.start();
    await vi.waitFor(() => expect(engine.status$.get().updateRequired).toBe(true));
    const pulls = server.pullCount;
    await clock.advance(10 * 60_000);
    await engine.requestSync('poke');
    expect(server.pullCount).toBe(pulls);
    expect(engine.status$.get().updateRequired).toBe(true);
  });

  it('on push: keeps the queue, reports updateRequired and sends nothing more', async () => {
    const { db, server, clock, engine } = setup();
    await createPost(db, testPost(crypto.randomUUID()));
    server.scriptPush(unsupported);
    engine.start();
    await vi.waitFor(() => expect(engine.status$.get().updateRequired).toBe(true));
    await clock.advance(10 * 60_000);
    expect(await engine.drainer.requestFlush('online')).toBe('update-required');
    expect(server.pushedIds).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });
});
