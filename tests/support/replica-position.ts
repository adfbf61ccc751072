import type { Page } from '@playwright/test';

/**
 * Whether the member's replica in this page has recorded the position of a completed pull (its
 * `watermark` in `meta`): the first sync is done, and rows put into the replica from now on are
 * not dropped by that sync's reset.
 */
export function replicaHasPulled(page: Page, userId: string): Promise<boolean> {
  return page.evaluate(async (userId) => {
    const name = `greenroom-member-${userId}`;
    if (!(await indexedDB.databases()).some((db) => db.name === name)) return false;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('meta')) return false;
      const watermark = await new Promise<unknown>((resolve, reject) => {
        const get = db.transaction('meta').objectStore('meta').get('watermark');
        get.onsuccess = () => resolve(get.result);
        get.onerror = () => reject(get.error);
      });
      return watermark !== undefined;
    } finally {
      db.close();
    }
  }, userId);
}
