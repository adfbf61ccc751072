// The first page of the member's feed kept in localStorage, so that the home page paints its
// first cards at once on the next visit (online or not) while the replica opens; the replica's
// read replaces them moments later. Forgotten at sign-out with the rest of the member's pointer.
import type { FeedItem } from './hooks/use-feed';

export const FEED_SNAPSHOT_PREFIX = 'greenroom:feed-snapshot:';
const keyOf = (userId: string) => `${FEED_SNAPSHOT_PREFIX}${userId}`;

export function hasFeedSnapshot(userId: string): boolean {
  try {
    return localStorage.getItem(keyOf(userId)) !== null;
  } catch {
    return false;
  }
}

/** Whether any member kept a first page on this device (before anyone is known signed in). */
export function hasAnyFeedSnapshot(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      if (localStorage.key(i)?.startsWith(FEED_SNAPSHOT_PREFIX)) return true;
    }
    return false;
  } catch {
    return false;
  }
}

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
