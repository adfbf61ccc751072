// The zero-setup database (embedded PGlite, one connection): push and pull work there too.
import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { PullReply, PushReply } from '@greenroom/shared-model/schemas/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createPgliteDatabase } from '../../../../tests/support/test-db';
import type { Database } from '../../db/client';

let database: Database;
let t: TestApp;

beforeAll(async () => {
  database = await createPgliteDatabase();
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('sync on PGlite', () => {
  it('pushes a batch and pulls a snapshot then a delta', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const bob = await t.signUp({ firstName: 'Bob' });
    const pull = async (cursor: string | null) =>
      (await (
        await bob.client.post('/api/sync/pull', {
          clientId: randomUUID(),
          protocolVersion: PROTOCOL_VERSION,
          cursor,
        })
      ).json()) as PullReply;
    const snapshot = await pull(null);
    expect(snapshot.reset).toBe(true);

    const id = randomUUID();
    const clientId = randomUUID();
    const batch = {
      clientId,
      protocolVersion: PROTOCOL_VERSION,
      mutations: [
        {
          id: 1,
          key: randomUUID(),
          method: 'POST',
          path: '/api/posts',
          body: { id, content: 'hi' },
        },
        { id: 2, key: randomUUID(), method: 'DELETE', path: `/api/posts/${randomUUID()}` },
      ],
    };
    const pushed = (await (await ada.client.post('/api/sync/push', batch)).json()) as PushReply;
    expect(pushed.lastMutationId).toBe(2);
    expect(pushed.results.map((r) => r.status)).toEqual([201, 404]);
    const again = (await (await ada.client.post('/api/sync/push', batch)).json()) as PushReply;
    // The replay writes nothing, so it names no transaction.
    const { txid: _, ...replayed } = pushed;
    expect(again).toEqual(replayed);

    const delta = await pull(snapshot.cursor);
    expect(delta.reset).toBe(false);
    expect(delta.changes).toContainEqual(
      expect.objectContaining({
        op: 'put',
        entity: 'post',
        id,
        row: expect.objectContaining({ content: 'hi' }),
      }),
    );
  });
});
