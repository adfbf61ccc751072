import 'fake-indexeddb/auto';
import type { Connection } from '@greenroom/shared-model/schemas/connections';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrainer } from '../../../client-core/outbox/drain';
import { createMemoryLocks } from '../../../client-core/outbox/locks';
import { createFakeSyncServer } from '../../../client-core/testing/fake-sync-server';
import { closeTestDbs, testDb } from '../../../client-core/testing/fixtures';
import { answerConnection, pairRowOf, requestConnection } from './connection-actions';

afterEach(() => closeTestDbs());

const ME = '0a5d2b0e-7b39-4a39-9c3f-6f7f3f1b2c01';
const THEM = '1b6e3c1f-8c4a-4b4a-8d4f-7a8f4a2c3d02';
const at = '2026-11-24T09:00:00.000Z';

describe('connection actions', () => {
  it('connect: a pending row of mine at once and POST /api/connections with its id', async () => {
    const db = testDb();
    const { entry } = await requestConnection(db, ME, THEM);
    const row = await pairRowOf(db, ME, THEM);
    expect(row).toMatchObject({
      requesterId: ME,
      addresseeId: THEM,
      status: 'pending',
      pending: 1,
    });
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/connections',
      body: { id: row!.id, addresseeId: THEM },
    });
  });

  it('asking again re-uses the pair’s row; their pending request becomes accepted', async () => {
    const db = testDb();
    const theirs: Connection = {
      id: '2c7f4d20-9d5b-4c5b-9e50-8b905b3d4e03',
      requesterId: THEM,
      addresseeId: ME,
      status: 'pending',
      createdAt: at,
      updatedAt: at,
    };
    await db.connections.put(theirs);
    const { entry } = await requestConnection(db, ME, THEM);
    expect(entry.body).toEqual({ id: theirs.id, addresseeId: THEM });
    expect(await db.connections.get(theirs.id)).toMatchObject({ status: 'accepted', pending: 1 });
    expect(await db.connections.count()).toBe(1);
  });

  it('a request the server merged into the other side’s row: theirs replaces ours', async () => {
    const db = testDb();
    const server = createFakeSyncServer();
    const drainer = createDrainer({ db, transport: server.transport, locks: createMemoryLocks() });
    const merged: Connection = {
      id: '3d805e31-ae6c-4d6c-af61-9ca16c4e5f04',
      requesterId: THEM,
      addresseeId: ME,
      status: 'accepted',
      createdAt: at,
      updatedAt: at,
    };
    server.refuse = (m) => (m.method === 'POST' ? { status: 200, body: merged } : undefined);
    const { entry } = await requestConnection(db, ME, THEM);
    const ours = (entry.body as { id: string }).id;
    await drainer.requestFlush('manual');
    expect(await db.connections.get(ours)).toBeUndefined();
    expect(await db.connections.get(merged.id)).toEqual(merged);
    drainer.dispose();
  });

  it('accept, decline and remove change the status at once; a refusal restores it', async () => {
    const db = testDb();
    const server = createFakeSyncServer();
    const drainer = createDrainer({ db, transport: server.transport, locks: createMemoryLocks() });
    const row: Connection = {
      id: '4e916f42-bf7d-4e7d-b072-ad272d5f6a05',
      requesterId: THEM,
      addresseeId: ME,
      status: 'pending',
      createdAt: at,
      updatedAt: at,
    };
    await db.connections.put(row);
    server.refuse = () => ({ status: 403, body: { message: 'Only the recipient can answer' } });
    await answerConnection(db, row.id, 'accepted');
    expect(await db.connections.get(row.id)).toMatchObject({ status: 'accepted', pending: 1 });
    await drainer.requestFlush('manual');
    expect(await db.connections.get(row.id)).toEqual(row);
    drainer.dispose();
  });
});
