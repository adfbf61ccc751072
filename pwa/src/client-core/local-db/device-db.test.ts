import 'fake-indexeddb/auto';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { describe, expect, it } from 'vitest';
import {
  forgetCurrentMember,
  getCurrentMember,
  getCurrentMemberId,
  rememberMember,
  updateRememberedMember,
} from './device-db';

const member = (id: string, firstName: string) =>
  ({ id, firstName, email: `${id}@nyu.edu` }) as CurrentUser;

describe('device db', () => {
  it('remembers the last signed-in member and forgets only the pointer', async () => {
    expect(await getCurrentMember()).toBeNull();
    await rememberMember(member('a', 'Ada'));
    await rememberMember(member('b', 'Bea'));
    expect((await getCurrentMember())?.firstName).toBe('Bea');
    expect(await getCurrentMemberId()).toBe('b');

    await forgetCurrentMember();
    expect(await getCurrentMember()).toBeNull();

    // The member's row stays for their return.
    await rememberMember(member('a', 'Ada 2'));
    expect((await getCurrentMember())?.firstName).toBe('Ada 2');
  });

  it('updates a remembered member in place, and ignores one never remembered', async () => {
    await rememberMember(member('c', 'Cy'), 1000);
    await updateRememberedMember(member('c', 'Cyrus'));
    expect((await getCurrentMember())?.firstName).toBe('Cyrus');

    await updateRememberedMember(member('z', 'Zed'));
    expect(await getCurrentMemberId()).toBe('c');
    await forgetCurrentMember();
  });
});
