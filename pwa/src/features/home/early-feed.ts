// The feed's first page as the server had it when the page started (pwa/public/early-session.js
// asks for it where the device keeps no first page): shown until the first sync has filled the
// replica, so a new member or a new device does not wait for the whole first sync.
import type { FeedPageReply } from '@greenroom/shared-model/schemas/feed';
import type { FeedItem } from './hooks/use-feed';

let taken = false;
let items: Promise<FeedItem[] | null> | undefined;

/** The early request's items (the same promise for the page's life); undefined when none was
 * started. It is shown only until the first sync has filled the replica. */
export function takeEarlyFeed(): Promise<FeedItem[] | null> | undefined {
  if (taken) return items;
  taken = true;
  const early = window.greenroomFeed;
  window.greenroomFeed = undefined;
  items = early?.then(async (response) => {
    if (!response?.ok) return null;
    try {
      const reply = (await response.json()) as FeedPageReply;
      return Array.isArray(reply.items) ? (reply.items as FeedItem[]) : null;
    } catch {
      return null;
    }
  });
  return items;
}
