// Two members' devices (client-core on fake-indexeddb) against the real server on real
// PostgreSQL: writes through the outbox, drains and pulls; at the end both replicas equal the
// server (posts by id and content, profiles field by field) and each other.
import type { RunningServer } from '@greenroom/sync-server/server';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import {
  createPost,
  deletePost,
  editPost,
  editProfile,
  invalidCreatePost,
  invalidEditPost,
} from './support/actions';
import { diffReplica, readServerState } from './support/compare';
import { type Member, signUpMember } from './support/member-http';
import { createReplica, type ReplicaClient } from './support/replica';
import { startInProcessServer } from './support/servers';

let testDb: TestDatabase;
let server: RunningServer;
let sql: postgres.Sql;
let ada: Member;
let bo: Member;
let a: ReplicaClient;
let b: ReplicaClient;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await startInProcessServer(testDb.database, testDb.url);
  sql = postgres(testDb.url, { max: 2, onnotice: () => {} });
  ada = await signUpMember(server.url, { firstName: 'Ada', lastName: 'Lovelace' });
  bo = await signUpMember(server.url, { firstName: 'Bo', lastName: 'Diddley' });
  a = createReplica({ baseUrl: server.url, member: ada, label: 'A' });
  b = createReplica({ baseUrl: server.url, member: bo, label: 'B' });
});

afterAll(async () => {
  a?.close();
  b?.close();
  await sql?.end();
  await server?.close();
  await testDb?.close();
});

async function expectConverged(profileIds = [ada.user.id, bo.user.id]): Promise<void> {
  const truth = await readServerState(sql);
  expect(await diffReplica('A', a.db, truth, { profileIds })).toEqual([]);
  expect(await diffReplica('B', b.db, truth, { profileIds })).toEqual([]);
  const idsA = (await a.db.posts.toCollection().primaryKeys()).sort();
  const idsB = (await b.db.posts.toCollection().primaryKeys()).sort();
  expect(idsA).toEqual(idsB);
  expect(idsA).toEqual([...truth.posts.keys()].sort());
}

describe('two devices converge on the server', () => {
  it('starts from the snapshot: each replica holds its own profile and no posts', async () => {
    const [pulledA, pulledB] = await Promise.all([a.pull(), b.pull()]);
    expect(pulledA.ok && pulledA.reset).toBe(true);
    expect(pulledB.ok && pulledB.reset).toBe(true);
    expect(await a.db.users.get(ada.user.id)).toMatchObject({ firstName: 'Ada' });
    expect(await b.db.users.get(bo.user.id)).toMatchObject({ firstName: 'Bo' });
    expect(await a.db.posts.count()).toBe(0);
    expect(await diffReplica('A', a.db, await readServerState(sql))).toEqual([]);
    expect(await diffReplica('B', b.db, await readServerState(sql))).toEqual([]);
  });

  it('creates, edits, deletes and profile edits from both sides converge', async () => {
    // A writes online; B writes while its network is down (the outbox keeps everything).
    const a1 = await createPost(a.db, ada.user, { content: 'A1 first cut', skills: ['editing'] });
    const a2 = await createPost(a.db, ada.user, { content: 'A2 casting call' });
    const a3 = await createPost(a.db, ada.user, { content: 'A3 to be deleted' });
    await editPost(a.db, a1.id, { content: 'A1 final cut' });
    await editPost(a.db, a1.id, { skills: ['editing', 'colour'] });
    await deletePost(a.db, a3.id);
    await editProfile(a.db, ada.user, { bio: 'Director', skills: ['directing'] });
    expect(await a.db.posts.get(a1.id)).toMatchObject({ content: 'A1 final cut', pending: 1 });
    expect(await a.db.posts.get(a3.id)).toBeUndefined();

    b.network.down(0);
    const b1 = await createPost(b.db, bo.user, { content: 'B1 offline draft' });
    const b2 = await createPost(b.db, bo.user, { content: 'B2 gone soon' });
    await deletePost(b.db, b2.id);
    await editProfile(b.db, bo.user, { school: 'Tisch', major: 'Film', lastName: 'Bo-Diddley' });
    expect(await b.flush()).toBe('retry-scheduled');
    expect(await b.db.outbox.count()).toBe(4);

    expect(await a.flush()).toBe('drained');
    expect(await a.db.outbox.count()).toBe(0);
    expect(await a.db.posts.get(a1.id)).not.toHaveProperty('pending');

    b.network.up();
    expect(await b.flush()).toBe('drained');
    await Promise.all([a.pull(), b.pull()]);

    expect(await b.db.posts.get(a1.id)).toMatchObject({
      content: 'A1 final cut',
      skills: ['editing', 'colour'],
    });
    expect(await a.db.posts.get(b1.id)).toMatchObject({ content: 'B1 offline draft' });
    expect(await a.db.posts.get(a2.id)).toBeDefined();
    expect(await a.db.users.get(bo.user.id)).toMatchObject({ school: 'Tisch', major: 'Film' });
    expect(await b.db.users.get(ada.user.id)).toMatchObject({ bio: 'Director' });
    await expectConverged();
  });

  it('a reply lost on the way back is not applied twice', async () => {
    b.network.down(1); // every call reaches the server, every reply is lost
    const lost = await createPost(b.db, bo.user, { content: 'B3 reply lost' });
    expect(await b.flush()).toBe('retry-scheduled');
    expect(b.network.stats.droppedAfter).toBeGreaterThan(0);
    b.network.up();
    expect(await b.flush()).toBe('drained');
    const rows = await sql<{ count: number }[]>`
      select count(*)::int as count from posts where id = ${lost.id}`;
    expect(rows[0]?.count).toBe(1);
    await Promise.all([a.pull(), b.pull()]);
    await expectConverged();
  });

  it('refused writes are rolled back and never reach the server', async () => {
    const target = (await b.db.posts.where('authorId').equals(bo.user.id).first())!;
    const bad = await invalidCreatePost(b.db, bo.user);
    await invalidEditPost(b.db, target.id);
    const good = await createPost(b.db, bo.user, { content: 'B4 after the refusals' });
    expect(await b.db.posts.get(bad.id)).toMatchObject({ pending: 1 });
    expect(await b.flush()).toBe('drained');
    expect(b.rejected.map((r) => r.status)).toEqual([400, 400]);
    expect(await b.db.posts.get(bad.id)).toBeUndefined();
    expect(await b.db.posts.get(target.id)).toMatchObject({ content: target.content });
    expect(await b.db.posts.get(good.id)).toMatchObject({ content: 'B4 after the refusals' });
    const rows = await sql`select id from posts where id = ${bad.id}`;
    expect(rows).toHaveLength(0);
    await Promise.all([a.pull(), b.pull()]);
    await expectConverged();
  });

  it.each([100, 1])(
    'a refused edit followed by a delete does not bring the post back (batches of %i)',
    async (batchMax) => {
      const device = createReplica({ baseUrl: server.url, member: bo, label: 'B-batch', batchMax });
      try {
        await device.pull();
        const post = await createPost(device.db, bo.user, { content: 'B8 refused, then deleted' });
        expect(await device.flush()).toBe('drained');
        await invalidEditPost(device.db, post.id);
        await deletePost(device.db, post.id);
        expect(await device.db.posts.get(post.id)).toBeUndefined();
        expect(await device.flush()).toBe('drained');
        expect(device.rejected.map((r) => r.status)).toEqual([400]);
        expect(await device.db.posts.get(post.id)).toBeUndefined();
        await device.pull();
        expect(await device.db.posts.get(post.id)).toBeUndefined();
      } finally {
        device.close();
      }
    },
  );

  it('a pull answered before an acknowledged write does not roll that write back', async () => {
    // A pull whose reply is held on the way back while the device deletes and edits, and the
    // server acknowledges both; then the (older) reply arrives.
    let hold: Promise<void> | null = null;
    let release = () => {};
    let answered = () => {};
    const pullAnswered = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const slow = createReplica({
      baseUrl: server.url,
      member: ada,
      label: 'A-slow',
      wrapFetch: (inner) => async (input, init) => {
        const res = await inner(input, init);
        if (hold && input.endsWith('/api/sync/pull')) {
          answered();
          await hold;
        }
        return res;
      },
    });
    try {
      await slow.pull();
      const gone = await createPost(slow.db, ada.user, {
        content: 'A6 deleted while a pull is out',
      });
      const kept = await createPost(slow.db, ada.user, { content: 'A7 draft' });
      expect(await slow.flush()).toBe('drained');
      hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      const pulling = slow.pull();
      await pullAnswered;
      await deletePost(slow.db, gone.id);
      await editPost(slow.db, kept.id, { content: 'A7 final' });
      expect(await slow.flush()).toBe('drained');
      release();
      hold = null;
      await pulling;
      expect(await slow.db.posts.get(gone.id)).toBeUndefined();
      expect(await slow.db.posts.get(kept.id)).toMatchObject({ content: 'A7 final' });
      await slow.pull();
      await a.pull();
      await b.pull();
      await expectConverged();
      const truth = await readServerState(sql);
      expect(await diffReplica('A-slow', slow.db, truth)).toEqual([]);
    } finally {
      release();
      slow.close();
    }
  });

  // Posts embed `author`: a profile edit also logs a `put` for each of the member's posts
  // (migration author_copies), so posts pulled before the edit get the new author.
  it('a renamed author shows under posts the other device pulled before', async () => {
    const post = await createPost(a.db, ada.user, { content: 'A5 before the rename' });
    expect(await a.flush()).toBe('drained');
    await b.pull();
    expect((await b.db.posts.get(post.id))?.author).toMatchObject({ lastName: 'Lovelace' });
    await editProfile(a.db, ada.user, { lastName: 'King', major: 'Dramatic Writing' });
    expect(await a.flush()).toBe('drained');
    await Promise.all([a.pull(), b.pull()]);
    expect(await b.db.users.get(ada.user.id)).toMatchObject({ lastName: 'King' });
    expect((await b.db.posts.get(post.id))?.author).toMatchObject({ lastName: 'King' });
    await expectConverged();
  });

  it('a fresh device of the same member converges from the snapshot', async () => {
    const fresh = createReplica({ baseUrl: server.url, member: ada, label: 'A2' });
    try {
      const pulled = await fresh.pull();
      expect(pulled.ok && pulled.reset).toBe(true);
      const truth = await readServerState(sql);
      expect(
        await diffReplica('A2', fresh.db, truth, { profileIds: [ada.user.id, bo.user.id] }),
      ).toEqual([]);
      expect((await fresh.db.posts.count()) + 0).toBe(truth.posts.size);
    } finally {
      fresh.close();
    }
  });
});
