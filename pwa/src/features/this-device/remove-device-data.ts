// "Remove my data from this device" (issue 35): the member's replica and outbox (their database),
// then the sign-out every member already gets (auth/current-user-store: the session, the device
// pointer, every media cache and the pages kept in localStorage) — reused, not copied. The
// database goes first: if it cannot, nothing is signed out and the member is told.
import { memberDbName } from '../../client-core/local-db/member-db';
import { forgetReplicaMarks } from '../../sync/replica-loss';
import { forgetAsked } from './persist-moment';

export interface RemoveDeviceDataDeps {
  /** This page's connection to the database, closed for good (no reopening behind our back). */
  closeOpenDb(): void;
  deleteDb(name: string): Promise<void>;
  forgetAsked(memberId: string): void;
  signOut(): Promise<void>;
}

const defaultDeps = (close: () => void): RemoveDeviceDataDeps => ({
  closeOpenDb: close,
  deleteDb: async (name) => {
    const { Dexie } = await import('dexie');
    await Dexie.delete(name);
  },
  forgetAsked: (memberId) => {
    forgetAsked(memberId);
    // A later sign-in builds a new replica: not one the browser deleted (ADR 047).
    forgetReplicaMarks(localStorage, memberId);
  },
  signOut: async () => (await import('../auth/current-user-store')).signOut(),
});

export async function removeDeviceData(
  memberId: string,
  db: { close(options?: { disableAutoOpen: boolean }): void } | null,
  deps: RemoveDeviceDataDeps = defaultDeps(() => db?.close({ disableAutoOpen: true })),
): Promise<void> {
  deps.closeOpenDb();
  await deps.deleteDb(memberDbName(memberId));
  deps.forgetAsked(memberId);
  await deps.signOut();
}
