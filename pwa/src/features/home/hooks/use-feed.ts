// The home feed from the member's replica: the newest `size` jobs, posts and events merged, read
// through the createdAt indexes (a 10,000-item replica costs three short index walks, not a full
// read), growing as the member scrolls. Older items than the replica holds come from GET /api/feed
// page by page, kept in memory only so the replica stays bounded.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { FEED_PAGE_DEFAULT } from '@greenroom/shared-model/constants';
import {
  type FeedItemOf,
  feedItemKey,
  feedItemRow,
  mergeFeed,
} from '@greenroom/shared-model/helpers/feed';
import type { Event } from '@greenroom/shared-model/schemas/events';
import type { FeedPageReply } from '@greenroom/shared-model/schemas/feed';
import type { Job } from '@greenroom/shared-model/schemas/jobs';
import type { Post } from '@greenroom/shared-model/schemas/posts';
import type { Dexie } from 'dexie';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { writeFeedSnapshot } from '../../../boot/feed-first-page';
import type { MemberDb, Replica } from '../../../client-core/local-db/member-db';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { requestJson } from '../../../client-core/sync/transport';
import { replicaReady, useMemberDb, useSyncStatus } from '../../../sync/sync-context';
import { markFeedReadStart } from '../feed-timing';

export type FeedItem = FeedItemOf<Replica<Post>, Replica<Job>, Replica<Event>>;

/** How many items the feed reads at first and adds each time the member nears the end. */
const FEED_PAGE = FEED_PAGE_DEFAULT;

/**
 * The newest `size` items of the replica, newest first, without those of members the member
 * blocked or muted (ADR 024: the server removes a blocked member's rows from the replica; the
 * block row hides them at once, and a mute keeps them out of the feed only).
 */
export async function readFeedPage(db: MemberDb, size: number): Promise<FeedItem[]> {
  const [blocked, muted] = await Promise.all([
    db.blocks.toCollection().primaryKeys(),
    db.mutes.toCollection().primaryKeys(),
  ]);
  const silenced = new Set<string>([...blocked, ...muted]);
  const newest = <T extends { authorId: string }>(table: {
    orderBy(index: string): { reverse(): Dexie.Collection<T, string> };
  }) => {
    const all = table.orderBy('createdAt').reverse();
    return (silenced.size === 0 ? all : all.filter((row) => !silenced.has(row.authorId)))
      .limit(size)
      .toArray();
  };
  const [posts, jobs, events] = await Promise.all([
    newest<Replica<Post>>(db.posts),
    newest<Replica<Job>>(db.jobs),
    newest<Replica<Event>>(db.events),
  ]);
  return mergeFeed({ posts, jobs, events }, size);
}

type OlderState = 'idle' | 'loading' | 'done' | 'failed';

export interface FeedView {
  /** undefined while the database opens. */
  items: FeedItem[] | undefined;
  /** What the feed holds is known: the replica has synced (or cannot). */
  known: boolean;
  /** The replica holds more than is shown: `grow` shows the next page. */
  hasMoreOnDevice: boolean;
  grow(): void;
  older: OlderState;
  loadOlder(): Promise<void>;
}

/** `firstPage`: the last visit's first page (boot/feed-first-page.ts), shown until the replica
 * answers, and while it is empty and has not synced. */
export function useFeed(userId: string, firstPage?: FeedItem[]): FeedView {
  const db = useMemberDb();
  const status = useSyncStatus();
  const ready = replicaReady(status);
  const synced = status.lastSyncedAt !== null;
  const [size, setSize] = useState(FEED_PAGE);
  // The feed's first page is timed from here when it is the kept one.
  useState(() => {
    if (firstPage) markFeedReadStart();
  });
  const onDevice = useLiveQuery(async () => {
    if (!db) return undefined;
    markFeedReadStart();
    return readFeedPage(db, size);
  }, [db, size]);
  // Kept a moment after the replica settles, and at the latest when the page goes away (a
  // first sync changes the replica many times over, and a member may leave within the moment).
  useEffect(() => {
    if (!onDevice) return;
    const keep = () => writeFeedSnapshot(userId, onDevice, FEED_PAGE);
    const timer = setTimeout(keep, 100);
    window.addEventListener('pagehide', keep);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', keep);
    };
  }, [onDevice, userId]);
  const [fromServer, setFromServer] = useState<FeedItem[]>([]);
  const [older, setOlder] = useState<OlderState>('idle');
  const hasMoreOnDevice = onDevice !== undefined && onDevice.length >= size;

  // A replica the browser deleted took its outbox along: the kept page's pending rows are gone
  // (ADR 047); its other rows are real until the rebuilt replica replaces them.
  const rebuilding = status.rebuild !== null;
  const keptPage = useMemo(
    () => (rebuilding ? firstPage?.filter((item) => !feedItemRow(item).pending) : firstPage),
    [rebuilding, firstPage],
  );
  const items = useMemo(() => {
    if (!onDevice) return keptPage;
    // An empty replica that has not synced yet (still syncing, or the sync failed) is no news.
    if (onDevice.length === 0 && !synced) return keptPage ?? onDevice;
    if (hasMoreOnDevice || fromServer.length === 0) return onDevice;
    const known = new Set(onDevice.map(feedItemKey));
    return [...onDevice, ...fromServer.filter((item) => !known.has(feedItemKey(item)))];
  }, [onDevice, synced, keptPage, fromServer, hasMoreOnDevice]);

  const grow = useCallback(() => setSize((n) => n + FEED_PAGE), []);

  const loadOlder = useCallback(async () => {
    const last = items?.at(-1);
    if (!last) return;
    setOlder('loading');
    const before = feedItemRow(last).createdAt;
    const reply = await requestJson<FeedPageReply>(
      (input, init) => fetch(input, init),
      apiPaths.feed.page({ before, limit: FEED_PAGE }),
      { method: 'GET' },
    );
    if (!reply.ok) {
      setOlder('failed');
      return;
    }
    setFromServer((shown) => [...shown, ...(reply.value.items as FeedItem[])]);
    setOlder(reply.value.more ? 'idle' : 'done');
  }, [items]);

  return { items, known: ready, hasMoreOnDevice, grow, older, loadOlder };
}
