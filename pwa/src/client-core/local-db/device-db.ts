// The device database: which members signed in on this device, and who is signed in now. It
// lets an offline reload render the signed-in shell (ARCHITECTURE.md, Offline shell). Each
// member's replica lives in its own database; this one only points at the current member.
import { DEVICE_DB_NAME } from '@greenroom/shared-model/constants';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { Dexie, type EntityTable } from 'dexie';
import { deviceDbExists } from './device-db-exists';

export interface DeviceMember {
  id: string;
  user: CurrentUser;
  lastSignedInAt: number;
}

interface DevicePointer {
  key: 'current';
  memberId: string;
}

export type DeviceDb = Dexie & {
  members: EntityTable<DeviceMember, 'id'>;
  pointers: EntityTable<DevicePointer, 'key'>;
};

let instance: DeviceDb | undefined;

/** Opens lazily so that importing this module costs nothing until it is used. */
export function deviceDb(): DeviceDb {
  if (!instance) {
    const db = new Dexie(DEVICE_DB_NAME) as DeviceDb;
    db.version(1).stores({ members: 'id, lastSignedInAt', pointers: 'key' });
    instance = db;
  }
  return instance;
}

/** Records the member as signed in on this device (called with every fresh server copy). */
export async function rememberMember(user: CurrentUser, now: number = Date.now()): Promise<void> {
  const db = deviceDb();
  await db.transaction('rw', db.members, db.pointers, async () => {
    await db.members.put({ id: user.id, user, lastSignedInAt: now });
    await db.pointers.put({ key: 'current', memberId: user.id });
  });
}

/**
 * A newer copy of a member already remembered here (e.g. their own profile edit): replaces the
 * stored copy without touching the pointer or the sign-in time. No-op for an unknown member.
 */
export async function updateRememberedMember(user: CurrentUser): Promise<void> {
  await deviceDb().members.update(user.id, { user });
}

/** Signs the device out. The member's row stays while their writes wait (other-members.ts). */
export async function forgetCurrentMember(): Promise<void> {
  await deviceDb().pointers.delete('current');
}

/** The member's row, once nothing of theirs waits on this device. */
export async function forgetMember(memberId: string): Promise<void> {
  await deviceDb().members.delete(memberId);
}

/** The member signed in on this device, or null. */
export async function getCurrentMember(): Promise<CurrentUser | null> {
  if (!(await deviceDbExists())) return null;
  const db = deviceDb();
  return db.transaction('r', db.members, db.pointers, async () => {
    const pointer = await db.pointers.get('current');
    if (!pointer) return null;
    return (await db.members.get(pointer.memberId))?.user ?? null;
  });
}

/** The id of the member signed in on this device, or null. */
export async function getCurrentMemberId(): Promise<string | null> {
  if (!(await deviceDbExists())) return null;
  return (await deviceDb().pointers.get('current'))?.memberId ?? null;
}
