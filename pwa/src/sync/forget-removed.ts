// What leaves the replica leaves the device (issue 35): when a pull or a live frame deletes rows
// (a block either way, a post or job deleted, an account gone, the window trimmed), the kept
// server reads that name a member who is gone, the feed's kept first page and the cached media
// no row names any more follow. Run when the page is idle, once for every burst of removals.

import { readFeedSnapshot, writeFeedSnapshot } from '../boot/feed-first-page';
import type { MemberDb } from '../client-core/local-db/member-db';
import { sweepMediaCache } from '../client-core/media-cache';
import { whenIdle } from '../client-core/scheduling';
import type { FeedItem } from '../features/home/hooks/use-feed';

/** Reads the feed's first `size` items from the replica (Home's own read). */
export type FeedPageReader = (db: MemberDb, size: number) => Promise<FeedItem[]>;

async function forgetRemoved(
  db: MemberDb,
  memberId: string,
  membersGone: readonly string[],
  readFeedPage: FeedPageReader,
): Promise<void> {
  if (membersGone.length > 0) {
    await db.readCache
      .filter((entry) => {
        const text = JSON.stringify(entry.value) ?? '';
        return membersGone.some((id) => text.includes(id));
      })
      .delete();
  }
  // The feed's first page kept for the next start is read again from what is left.
  const kept = readFeedSnapshot(memberId);
  if (kept) writeFeedSnapshot(memberId, await readFeedPage(db, kept.length), kept.length);
  await sweepMediaCache(db, memberId);
}

/** The engine's `onRowsRemoved`: removals gathered, then forgotten once the page is idle. */
export function followRemovals(db: MemberDb, memberId: string, readFeedPage: FeedPageReader) {
  const gone = new Set<string>();
  let cancel: (() => void) | null = null;
  return {
    removed(membersGone: readonly string[]) {
      for (const id of membersGone) gone.add(id);
      cancel ??= whenIdle(() => {
        cancel = null;
        const members = [...gone];
        gone.clear();
        forgetRemoved(db, memberId, members, readFeedPage).catch((error: unknown) =>
          console.warn('Could not forget removed rows on this device', error),
        );
      });
    },
    stop: () => cancel?.(),
  };
}
