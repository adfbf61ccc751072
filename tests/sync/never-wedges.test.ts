// The queue never wedges (issue 6 §5): a write the server cannot store (here a text with U+0000,
// which PostgreSQL refuses, queued by a client that skipped validation) is refused for good (400
// naming the field, issue 7) and rolled back on the device, and every write queued behind it
// still reaches the server.
import type { RunningServer } from '@greenroom/sync-server/server';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { createPost, invalidCreatePost } from './support/actions';
import { type Member, signUpMember } from './support/member-http';
import { createReplica, type ReplicaClient } from './support/replica';
import { startInProcessServer } from './support/servers';

let testDb: TestDatabase;
let server: RunningServer;
let sql: postgres.Sql;
let ada: Member;
let a: ReplicaClient;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await startInProcessServer(testDb.database, testDb.url);
  sql = postgres(testDb.url, { max: 2, onnotice: () => {} });
  ada = await signUpMember(server.url, { firstName: 'Ada', lastName: 'Lovelace' });
  a = createReplica({ baseUrl: server.url, member: ada, label: 'A' });
});

afterAll(async () => {
  a?.close();
  await sql?.end();
  await server?.close();
  await testDb?.close();
});

it('drains past a write the database refuses: rolled back here, the rest applied', async () => {
  const before = await createPost(a.db, ada.user, { content: 'queued first' });
  const bad = await invalidCreatePost(a.db, ada.user, 'a null \u0000 byte');
  const after = await createPost(a.db, ada.user, { content: 'queued behind it' });

  expect(await a.flush()).toBe('drained');
  expect(await a.db.outbox.count()).toBe(0);
  expect(await a.db.posts.get(bad.id)).toBeUndefined();
  expect(a.rejected).toMatchObject([{ status: 400 }]);
  const onServer = await sql<{ id: string }[]>`
    select id from posts where id in ${sql([before.id, bad.id, after.id])}`;
  expect(onServer.map((r) => r.id).sort()).toEqual([before.id, after.id].sort());
});
