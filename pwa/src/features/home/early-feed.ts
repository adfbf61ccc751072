// The feed's first page as the server had it when the page started (pwa/public/early-session.js
// asks for it where the device keeps no first page): shown until the first sync has filled the
// replica, so a new member or a new device does not wait for the whole first sync.
import type { FeedPageReply } from '@greenroom/shared-model/schemas/feed';
import { useEffect, useState } from 'react';
import { markFeedReadStart } from './feed-timing';
import type { FeedItem } from './hooks/use-feed';

let taken = false;
let items: Promise<FeedItem[] | null> | undefined;
/** The early request's answer once it has come (null when it failed). */
let settled: FeedItem[] | null | undefined;

/** The early request's items (the same promise for the page's life); undefined when none was
 * started. It is shown only until the first sync has filled the replica. */
export function takeEarlyFeed(): Promise<FeedItem[] | null> | undefined {
  if (taken) return items;
  taken = true;
  const early = window.greenroomFeed;
  window.greenroomFeed = undefined;
  items = early
    ?.then(async (response) => {
      if (!response?.ok) return null;
      try {
        const reply = (await response.json()) as FeedPageReply;
        return Array.isArray(reply.items) ? (reply.items as FeedItem[]) : null;
      } catch {
        return null;
      }
    })
    .then((page) => {
      settled = page;
      return page;
    });
  return items;
}

/**
 * The early page once it has come (undefined before, or when none was asked for or it failed).
 * main.tsx waits for it before the first render, so that render already shows it.
 */
export function useEarlyFeed(): FeedItem[] | undefined {
  const [early] = useState(takeEarlyFeed);
  const [page, setPage] = useState<FeedItem[] | undefined>(() => {
    // An empty page starts no feed: the welcome card shows, and the cards come with the replica.
    if (settled?.length) markFeedReadStart();
    return settled ?? undefined;
  });
  useEffect(() => {
    let live = true;
    void early?.then((items) => {
      if (!live || !items) return;
      if (items.length > 0) markFeedReadStart();
      setPage(items);
    });
    return () => {
      live = false;
    };
  }, [early]);
  return page;
}
