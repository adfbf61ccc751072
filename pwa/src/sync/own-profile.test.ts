import 'fake-indexeddb/auto';
import type { CurrentUser, User } from '@greenroom/shared-model/schemas/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeTestDbs, testDb } from '../client-core/testing/fixtures';
import { profileFieldsOf, watchOwnProfile } from './own-profile';

afterEach(() => closeTestDbs());

const me = {
  id: 'me',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@nyu.edu',
  isAdmin: false,
  skills: ['Acting'],
} as unknown as User;

describe('watchOwnProfile', () => {
  it('mirrors edits of the own row, not the stale row found at start nor other rows', async () => {
    const db = testDb();
    await db.users.put(me);
    const update = vi.fn<(changes: Partial<CurrentUser>) => void>();
    const stop = watchOwnProfile({ db, userId: 'me', update });
    await new Promise((r) => setTimeout(r, 50));
    expect(update).not.toHaveBeenCalled();

    await db.users.put({ ...me, firstName: 'Amazing', pending: 1 });
    await vi.waitFor(() =>
      expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ firstName: 'Amazing' })),
    );
    await db.users.put({ ...me, id: 'other', firstName: 'Other' });
    await db.users.put({ ...me, firstName: 'Amazing Grace', isAdmin: true });
    await vi.waitFor(() =>
      expect(update).toHaveBeenLastCalledWith(
        expect.objectContaining({ firstName: 'Amazing Grace' }),
      ),
    );
    expect(update.mock.calls.every(([c]) => c.id === 'me' && !('isAdmin' in c))).toBe(true);
    stop();
  });

  it('applies a queued (pending) edit found at start', async () => {
    const db = testDb();
    await db.users.put({ ...me, lastName: 'Murray', pending: 1 });
    const update = vi.fn();
    const stop = watchOwnProfile({ db, userId: 'me', update });
    await vi.waitFor(() =>
      expect(update).toHaveBeenCalledWith(expect.objectContaining({ lastName: 'Murray' })),
    );
    stop();
  });

  it('passes only the profile fields the row carries', () => {
    expect(profileFieldsOf({ id: 'me', firstName: 'G', email: 'x', isSuspended: true })).toEqual({
      id: 'me',
      firstName: 'G',
    });
  });
});
