// Toasts for writes the server refused for good, read from the member's `rejections` table so
// that refusals recorded by any context (this page's drain, another tab, the service worker)
// are shown. What was shown is remembered per member, so a reload does not show it again.
import { liveQuery } from 'dexie';
import type { MemberDb, Rejection } from '../client-core/local-db/member-db';

/** Refusals older than this are not toasted on a device that has no record of what it showed. */
export const STALE_REJECTION_MS = 24 * 60 * 60 * 1000;

export interface RejectionWatchOptions {
  db: MemberDb;
  userId: string;
  /** localStorage in the page. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Shows the newest fresh refusal (toasts replace each other, so one is enough). */
  show(rejection: Rejection): void;
  now?: () => number;
}

export function watchRejections(options: RejectionWatchOptions): () => void {
  const { db, storage } = options;
  const now = options.now ?? Date.now;
  const key = `greenroom:rejections-seen:${options.userId}`;
  const read = (): number | null => {
    try {
      const value = storage.getItem(key);
      return value === null ? null : Number(value) || 0;
    } catch {
      return null;
    }
  };
  const storedAtStart = read();
  const subscription = liveQuery(() =>
    db.rejections
      .where('id')
      .above(storedAtStart ?? 0)
      .toArray(),
  ).subscribe({
    next: (rows) => {
      // Another tab may have shown some meanwhile.
      const seen = Math.max(read() ?? 0, storedAtStart ?? 0);
      const fresh = rows.filter((r) => (r.id ?? 0) > seen);
      const newest = fresh.at(-1);
      if (newest?.id === undefined) return;
      try {
        storage.setItem(key, String(newest.id));
      } catch {
        // Storage full or blocked: at worst a toast shows twice.
      }
      // Without a record (first run on this device), old refusals are history, not news.
      const cutoff = now() - STALE_REJECTION_MS;
      const shown = fresh.filter((r) => storedAtStart !== null || r.at >= cutoff).at(-1);
      if (shown) options.show(shown);
    },
    error: (error) => console.warn('Rejection watch failed', error),
  });
  return () => subscription.unsubscribe();
}
