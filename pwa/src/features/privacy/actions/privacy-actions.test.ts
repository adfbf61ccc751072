import 'fake-indexeddb/auto';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTestDbs, testDb } from '../../../client-core/testing/fixtures';
import { readFeedPage } from '../../home/hooks/use-feed';
import {
  blockMember,
  muteMember,
  setFieldPrivacy,
  unblockMember,
  unmuteMember,
} from './privacy-actions';

afterEach(() => closeTestDbs());

const me = { id: '0a5d2b0e-7b39-4a39-9c3f-6f7f3f1b2c01', firstName: 'Gia' } as CurrentUser;
const bob = {
  id: '1b6e3c1f-8c4a-4b4a-8d4f-7a8f4a2c3d02',
  firstName: 'Bob',
  lastName: 'Ray',
  profileImageUrl: null,
};

function post(id: string, authorId: string, createdAt: string) {
  return {
    id,
    authorId,
    content: 'Hello',
    type: 'post',
    mediaUrls: [],
    tags: [],
    createdAt,
    updatedAt: createdAt,
    author: { id: authorId, firstName: 'A', lastName: 'B' },
  };
}

describe('privacy actions', () => {
  it('a privacy choice changes the own row at once and queues the call', async () => {
    const db = testDb();
    await setFieldPrivacy(db, me, { phoneVisibility: 'private' });
    expect(await db.users.get(me.id)).toMatchObject({
      phoneVisibility: 'private',
      firstName: 'Gia',
      pending: 1,
    });
    expect((await db.outbox.toArray()).map((e) => [e.method, e.path, e.body])).toEqual([
      ['POST', '/api/privacy/fields', { phoneVisibility: 'private' }],
    ]);
  });

  it('block and mute: the row at once, the spec calls queued, and the feed leaves the member out', async () => {
    const db = testDb();
    await db.posts.bulkPut([
      post('p1', bob.id, '2026-01-02T00:00:00.000Z'),
      post('p2', me.id, '2026-01-01T00:00:00.000Z'),
    ] as never);
    expect((await readFeedPage(db, 10)).length).toBe(2);
    await muteMember(db, me, bob);
    expect(await db.mutes.get(bob.id)).toMatchObject({
      userId: me.id,
      member: { firstName: 'Bob' },
    });
    expect((await readFeedPage(db, 10)).length).toBe(1);
    await unmuteMember(db, bob.id);
    expect((await readFeedPage(db, 10)).length).toBe(2);
    await blockMember(db, me, bob);
    expect(await db.blocks.get(bob.id)).toMatchObject({ blockedId: bob.id, pending: 1 });
    expect((await readFeedPage(db, 10)).length).toBe(1);
    await unblockMember(db, bob.id);
    expect(await db.blocks.get(bob.id)).toBeUndefined();
    expect((await db.outbox.toArray()).map((e) => [e.method, e.path, e.body])).toEqual([
      ['POST', '/api/mutes', { userId: bob.id }],
      ['DELETE', `/api/mutes/${bob.id}`, undefined],
      ['POST', '/api/blocks', { userId: bob.id }],
      ['DELETE', `/api/blocks/${bob.id}`, undefined],
    ]);
  });
});
