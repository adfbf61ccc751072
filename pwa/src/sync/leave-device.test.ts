import 'fake-indexeddb/auto';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentMember, rememberMember } from '../client-core/local-db/device-db';
import { memberDbName } from '../client-core/local-db/member-db';
import { closeTestDbs, createPost, testDb, testPost } from '../client-core/testing/fixtures';
import { leaveDevice } from './leave-device';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
    keys: () => [...map.keys()],
  };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  closeTestDbs();
  vi.unstubAllGlobals();
});

const member = (id: string) => ({ id, firstName: 'Ada', email: `${id}@nyu.edu` }) as CurrentUser;

describe('leaveDevice (sign-out)', () => {
  it("removes the member's database, their row on the device and every key of theirs", async () => {
    const id = crypto.randomUUID();
    const db = testDb(id);
    await db.posts.put(testPost('seen'));
    await rememberMember(member(id));
    storage.setItem(`greenroom:onboarding:${id}`, '{}');
    storage.setItem(`greenroom:replica-built:${id}`, '1');
    storage.setItem('greenroom:theme', 'dark');
    db.close();

    expect(await leaveDevice(id)).toBe('removed');
    expect(await Dexie.exists(memberDbName(id))).toBe(false);
    // The pointer is the caller's (forget); the row naming the member is gone here.
    expect(await getCurrentMember()).toBeNull();
    expect(storage.keys()).toEqual(['greenroom:theme']);
  });

  it('keeps everything while writes wait: they are sent at the next sign-in here', async () => {
    const id = crypto.randomUUID();
    const db = testDb(id);
    await createPost(db, testPost('offline'));
    await rememberMember(member(id));
    storage.setItem(`greenroom:replica-built:${id}`, '1');
    db.close();

    expect(await leaveDevice(id)).toBe('kept');
    expect(await Dexie.exists(memberDbName(id))).toBe(true);
    expect(storage.keys()).toEqual([`greenroom:replica-built:${id}`]);
  });

  it('a member with no database on this device: nothing to keep', async () => {
    expect(await leaveDevice(crypto.randomUUID())).toBe('removed');
  });
});
