import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTestDbs, createPost, testDb, testPost } from '../testing/fixtures';
import { type DeviceMember, deviceDb } from './device-db';
import { memberDbName } from './member-db';
import { pendingWritesOfOtherMembers } from './other-members';

afterEach(closeTestDbs);

const member = (id: string): DeviceMember =>
  ({ id, user: { id, firstName: 'A', lastName: 'B' }, lastSignedInAt: 1 }) as never;

describe('pendingWritesOfOtherMembers', () => {
  it('counts the queues of the other members only', async () => {
    const [me, other, quiet, never] = [1, 2, 3, 4].map(() => crypto.randomUUID()) as [
      string,
      string,
      string,
      string,
    ];
    await createPost(testDb(me), testPost(crypto.randomUUID()));
    const otherDb = testDb(other);
    await createPost(otherDb, testPost(crypto.randomUUID()));
    await createPost(otherDb, testPost(crypto.randomUUID()));
    await testDb(quiet).open();
    closeTestDbs();

    const list = async () => [me, other, quiet, never].map(member);
    const result = await pendingWritesOfOtherMembers(me, list);
    expect(result.map((r) => [r.userId, r.pending])).toEqual([[other, 2]]);
    expect(await Dexie.exists(memberDbName(never))).toBe(false);
  });

  it('reads the device database by default', async () => {
    const other = crypto.randomUUID();
    await deviceDb().members.put(member(other));
    await createPost(testDb(other), testPost(crypto.randomUUID()));
    const result = await pendingWritesOfOtherMembers(null);
    expect(result).toEqual([expect.objectContaining({ userId: other, pending: 1 })]);
  });
});
