// Writes queued by members who are not signed in now. Their queues are never sent as someone
// else (each member has their own database); the UI uses this to warn before a sign-in as a
// different member, or to remind that another member has unsynced work on this device.
import { Dexie } from 'dexie';
import { type DeviceMember, deviceDb } from './device-db';
import { installedVersionIn, listDatabases, memberDbName, openMemberDb } from './member-db';

export interface OtherMemberPending {
  userId: string;
  member: DeviceMember;
  /** Outbox entries waiting in that member's database. */
  pending: number;
}

export async function pendingWritesOfOtherMembers(
  currentUserId: string | null,
  listMembers: () => Promise<DeviceMember[]> = () => deviceDb().members.toArray(),
): Promise<OtherMemberPending[]> {
  const members = (await listMembers()).filter((m) => m.id !== currentUserId);
  const found: OtherMemberPending[] = [];
  // One listing of the origin's databases for every member.
  const databases = members.length > 0 ? await listDatabases() : undefined;
  for (const member of members) {
    // Never create a database for a member who has none.
    const installedVersion = installedVersionIn(databases, member.id);
    if (installedVersion === 0) continue;
    if (installedVersion === undefined && !(await Dexie.exists(memberDbName(member.id)))) continue;
    const db = openMemberDb(member.id, { installedVersion });
    try {
      const pending = await db.outbox.count();
      if (pending > 0) found.push({ userId: member.id, member, pending });
    } finally {
      db.close();
    }
  }
  return found;
}
