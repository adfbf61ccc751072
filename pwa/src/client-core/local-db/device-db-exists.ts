// Whether this device ever remembered a member, without loading Dexie and without creating the
// database (opening it would): a visitor's first page, and a service worker starting on a
// visitor's device, need not make one.
import { DEVICE_DB_NAME } from '@greenroom/shared-model/constants';

export async function deviceDbExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((db) => db.name === DEVICE_DB_NAME);
  } catch {
    return true;
  }
}
