// Signed out (by the member, or by the server: a session ended, an account suspended or deleted),
// the member's data leaves the device (issue 35: a shared computer keeps nothing of theirs
// readable). Their database goes with the replica in it, their row in the device database and
// the localStorage keys of theirs, unless writes still wait: the member chose to sign out with them (the profile menu asks) and
// they are sent at their next sign-in here, so the database stays as it is.
import { Dexie } from 'dexie';
import { forgetMember } from '../client-core/local-db/device-db';
import { memberDbName } from '../client-core/local-db/member-db';

/** The tables whose rows are the member's writes not yet sent. */
const WAITING_TABLES = ['outbox', 'queuedUploads'];

async function writesWaiting(name: string): Promise<number> {
  // Opened as it is on disk (Dexie's dynamic mode): no schema declared, nothing upgraded.
  const db = new Dexie(name);
  try {
    await db.open();
    let waiting = 0;
    for (const table of db.tables) {
      if (WAITING_TABLES.includes(table.name)) waiting += await table.count();
    }
    return waiting;
  } finally {
    db.close();
  }
}

/** 'kept' when writes wait (nothing removed), else 'removed'. */
export async function leaveDevice(memberId: string): Promise<'removed' | 'kept'> {
  const name = memberDbName(memberId);
  if ((await Dexie.exists(name)) && (await writesWaiting(name)) > 0) return 'kept';
  await Dexie.delete(name);
  await forgetMember(memberId);
  forgetKeysNaming(memberId);
  return 'removed';
}

/** Every localStorage key of the member's (each names their id): marks, choices, pages kept. */
function forgetKeysNaming(memberId: string): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
    for (const key of keys) if (key.includes(memberId)) localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept.
  }
}
