// The live path end to end: B's sync engine holds a real /ws socket (cookie + Origin at the
// upgrade); A's write, drained through the outbox, reaches B's replica in the poke itself (or
// through poke → pull when it does not follow on) without anyone asking B to sync.
import { createMemoryLocks } from '@greenroom/pwa/client-core/outbox/locks';
import { createSyncEngine, type SyncEngine } from '@greenroom/pwa/client-core/sync/engine';
import type { WebSocketLike } from '@greenroom/pwa/client-core/sync/ws-client';
import type { RunningServer } from '@greenroom/sync-server/server';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { createPost, deletePost, editPost } from './support/actions';
import { type Member, signUpMember } from './support/member-http';
import { createReplica, type ReplicaClient } from './support/replica';
import { startInProcessServer } from './support/servers';

let testDb: TestDatabase;
let server: RunningServer;
let ada: Member;
let bo: Member;
let a: ReplicaClient;
let b: ReplicaClient;
let engine: SyncEngine;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await startInProcessServer(testDb.database, testDb.url);
  ada = await signUpMember(server.url);
  bo = await signUpMember(server.url);
  a = createReplica({ baseUrl: server.url, member: ada, label: 'A' });
  b = createReplica({ baseUrl: server.url, member: bo, label: 'B' });
  engine = createSyncEngine({
    userId: bo.user.id,
    db: b.db,
    transport: b.transport,
    locks: createMemoryLocks(),
    wsUrl: `${server.url.replace('http', 'ws')}/ws`,
    wsFactory: (url) =>
      new WebSocket(url, {
        headers: { Cookie: bo.cookie(), Origin: server.url },
      }) as unknown as WebSocketLike,
  });
});

afterAll(async () => {
  engine?.stop();
  a?.close();
  b?.close();
  await server?.close();
  await testDb?.close();
});

it("B's engine receives A's writes over /ws without being asked to sync", async () => {
  engine.start('page-start');
  await vi.waitFor(() => expect(engine.ws?.isConnected()).toBe(true), { timeout: 10_000 });
  await vi.waitFor(() => expect(engine.status$.get().lastSyncedAt).not.toBeNull(), {
    timeout: 10_000,
  });

  const post = await createPost(a.db, ada.user, { content: 'Live from set' });
  expect(await a.flush()).toBe('drained');
  await vi.waitFor(
    async () => expect(await b.db.posts.get(post.id)).toMatchObject({ content: 'Live from set' }),
    { timeout: 10_000, interval: 20 },
  );

  await editPost(a.db, post.id, { content: 'Live from set (take 2)' });
  expect(await a.flush()).toBe('drained');
  await vi.waitFor(
    async () =>
      expect(await b.db.posts.get(post.id)).toMatchObject({ content: 'Live from set (take 2)' }),
    { timeout: 10_000, interval: 20 },
  );
  await vi.waitFor(
    () => expect(engine.status$.get()).toMatchObject({ state: 'idle', pending: 0 }),
    {
      timeout: 5_000,
    },
  );
});

it("B applies A's post from the poke itself, without a pull", async () => {
  await engine.requestSync('manual');
  const pullsBefore = b.requests.pull;
  const post = await createPost(a.db, ada.user, { content: 'Delivered in the poke' });
  expect(await a.flush()).toBe('drained');
  await vi.waitFor(
    async () =>
      expect(await b.db.posts.get(post.id)).toMatchObject({ content: 'Delivered in the poke' }),
    { timeout: 10_000, interval: 20 },
  );
  expect(b.requests.pull).toBe(pullsBefore);
  // A delete travels the same way.
  await deletePost(a.db, post.id);
  expect(await a.flush()).toBe('drained');
  await vi.waitFor(async () => expect(await b.db.posts.get(post.id)).toBeUndefined(), {
    timeout: 10_000,
    interval: 20,
  });
  expect(b.requests.pull).toBe(pullsBefore);
});

// Regression: xmin is cluster-wide, so any transaction holding an xid that began before A's
// commit holds the watermark below A's change. B's poke-triggered pull must still return the
// committed change (every visible row at or above the cursor), since nothing pokes B again when
// the blocker ends.
it('a poke-triggered pull is not lost behind an unrelated open transaction', async () => {
  const blocker = postgres(testDb.url, { max: 1, onnotice: () => {} });
  try {
    const reserved = await blocker.reserve();
    await reserved`begin`;
    await reserved`select pg_current_xact_id()`; // holds an xid, like any writing transaction
    const post = await createPost(a.db, ada.user, { content: 'Behind a long transaction' });
    expect(await a.flush()).toBe('drained');
    await new Promise((resolve) => setTimeout(resolve, 1000)); // poke → pull happen meanwhile
    await reserved`commit`;
    reserved.release();
    await vi.waitFor(
      async () =>
        expect(await b.db.posts.get(post.id)).toMatchObject({
          content: 'Behind a long transaction',
        }),
      { timeout: 5_000, interval: 50 },
    );
  } finally {
    await blocker.end();
  }
});
