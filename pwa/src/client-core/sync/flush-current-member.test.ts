import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { deviceDb } from '../local-db/device-db';
import { openMemberDb } from '../local-db/member-db';
import { createMemoryLocks } from '../outbox/locks';
import { createFakeSyncServer } from '../testing/fake-sync-server';
import { closeTestDbs, createPost, testDb, testPost } from '../testing/fixtures';
import { flushCurrentMember } from './flush-current-member';

afterEach(closeTestDbs);

describe('flushCurrentMember', () => {
  it('drains the queue of the member signed in on the device', async () => {
    const userId = crypto.randomUUID();
    await createPost(testDb(userId), testPost(crypto.randomUUID()));
    await deviceDb().pointers.put({ key: 'current', memberId: userId });
    const server = createFakeSyncServer();

    const result = await flushCurrentMember('background-sync', {
      transport: server.transport,
      locks: createMemoryLocks(),
    });
    expect(result).toBe('drained');
    const db = openMemberDb(userId);
    expect(await db.outbox.count()).toBe(0);
    db.close();
  });

  it('does nothing without a signed-in member', async () => {
    const server = createFakeSyncServer();
    expect(
      await flushCurrentMember('sw-start', { userId: null, transport: server.transport }),
    ).toBe('no-member');
    expect(server.pushedIds).toEqual([]);
  });
});
