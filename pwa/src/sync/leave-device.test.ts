import 'fake-indexeddb/auto';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetCurrentMember,
  forgetMember,
  getCurrentMember,
  rememberMember,
} from '../client-core/local-db/device-db';
import { memberDbName } from '../client-core/local-db/member-db';
import { closeTestDbs, createPost, testDb, testPost } from '../client-core/testing/fixtures';
import { type MemoryStorage, memoryStorage } from '../client-core/testing/memory-storage';
import { leaveDevice } from './leave-device';

let storage: MemoryStorage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
/** Members of a test, whose databases and device rows go after it (the worker's files share them). */
const made: string[] = [];
afterEach(async () => {
  closeTestDbs();
  vi.unstubAllGlobals();
  for (const id of made.splice(0)) {
    await Dexie.delete(memberDbName(id));
    await forgetMember(id);
  }
  await forgetCurrentMember();
});

const member = (id: string) => ({ id, firstName: 'Ada', email: `${id}@nyu.edu` }) as CurrentUser;

describe('leaveDevice (sign-out)', () => {
  it("removes the member's database, their row on the device and every key of theirs", async () => {
    const id = crypto.randomUUID();
    made.push(id);
    const db = testDb(id);
    await db.readCache.put({
      url: '/api/users/trending-skills',
      value: ['Lighting'],
      fetchedAt: 1,
    });
    await rememberMember(member(id));
    storage.setItem(`greenroom:onboarding:${id}`, '{}');
    storage.setItem(`greenroom:replica-built:${id}`, '1');
    storage.setItem('greenroom:theme', 'dark');
    db.close();

    expect(await leaveDevice(id)).toBe('removed');
    expect(await Dexie.exists(memberDbName(id))).toBe(false);
    // The pointer is the caller's (forget); the row naming the member is gone here.
    expect(await getCurrentMember()).toBeNull();
    expect([...storage.map.keys()]).toEqual(['greenroom:theme']);
  });

  it('keeps everything while writes wait: they are sent at the next sign-in here', async () => {
    const id = crypto.randomUUID();
    made.push(id);
    const db = testDb(id);
    await createPost(db, testPost('offline'));
    await rememberMember(member(id));
    storage.setItem(`greenroom:replica-built:${id}`, '1');
    db.close();

    expect(await leaveDevice(id)).toBe('kept');
    expect(await Dexie.exists(memberDbName(id))).toBe(true);
    expect([...storage.map.keys()]).toEqual([`greenroom:replica-built:${id}`]);
  });

  it('a member with no database on this device: nothing to keep', async () => {
    expect(await leaveDevice(crypto.randomUUID())).toBe('removed');
  });
});
