// The feed's first page at Home before the replica answers, from one source: the first page of
// the member's last visit, kept in localStorage (the replica's read replaces it moments later;
// forgotten at sign-out with the rest of the member's pointer). A device that keeps none (a new
// member, a new device) shows the skeleton until the replica has it. ADR 036 says why this and
// not the server's page asked for by early-session.js.
//
// And the feed's code, fetched once: at Home the start asks for it after the route's code when a
// first page is kept, and the home page renders it directly once it is in (React.lazy would
// suspend that render for a task even then, and the cards would paint a render later).
import { lazy } from 'react';
import type { FeedItem } from '../features/home/hooks/use-feed';

const FEED_SNAPSHOT_PREFIX = 'greenroom:feed-snapshot:';

/**
 * Whether the screen at `pathname` shows a page of its own before the replica answers: Home, from
 * the first page kept here. Every other screen waits for the replica.
 */
export function showsKeptPage(pathname: string): boolean {
  return pathname === '/';
}
const keyOf = (userId: string) => `${FEED_SNAPSHOT_PREFIX}${userId}`;

/** Whether any member kept a first page on this device (before anyone is known signed in). */
function hasAnyFeedSnapshot(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      if (localStorage.key(i)?.startsWith(FEED_SNAPSHOT_PREFIX)) return true;
    }
    return false;
  } catch {
    return false;
  }
}

/** The first page kept for the member, if any. */
export function readFeedSnapshot(userId: string): FeedItem[] | undefined {
  try {
    const parsed = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as unknown;
    return Array.isArray(parsed) && parsed.length > 0 ? (parsed as FeedItem[]) : undefined;
  } catch {
    return undefined;
  }
}

export function writeFeedSnapshot(userId: string, items: readonly FeedItem[], size: number): void {
  try {
    if (items.length === 0) localStorage.removeItem(keyOf(userId));
    else localStorage.setItem(keyOf(userId), JSON.stringify(items.slice(0, size)));
  } catch {
    // Storage full or refused: the next visit reads the replica, as before.
  }
}

type FeedListModule = typeof import('../features/home/components/feed-list');

let loaded: FeedListModule | undefined;
let loading: Promise<FeedListModule> | undefined;

function loadFeedListCode(): Promise<FeedListModule> {
  loading ??= import('../features/home/components/feed-list').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** At Home, once the route's code is in: the feed's code, when there is a kept page to show. */
export function preloadFeedCode(): void {
  if (hasAnyFeedSnapshot()) void loadFeedListCode().catch(() => undefined);
}

const LazyFeedList = lazy(() =>
  loadFeedListCode().then((module) => ({ default: module.FeedList })),
);

/** The FeedList component: itself if its code is in, else a lazy one. */
export function feedListComponent(): FeedListModule['FeedList'] | typeof LazyFeedList {
  return loaded?.FeedList ?? LazyFeedList;
}
