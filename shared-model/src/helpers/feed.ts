// The home feed (spec part 2 §2 "Home feed", "Home sidebar"): jobs, posts and events merged newest
// first, each keyed by its kind and id; and the sidebar's Recent Activity drawn from the same rows.
import {
  RECENT_ACTIVITY_ITEMS,
  RECENT_ACTIVITY_POST_SNIPPET_CHARS,
  SCHOOL_NAME,
} from '../constants';
import { EVENT_TEXTS, SIDEBAR_TEXTS } from '../texts';
import { postSnippet } from './text';

type FeedKind = 'post' | 'job' | 'event';

interface Dated {
  id: string;
  createdAt: string;
}

/** One card of the feed, in the shape of GET /api/feed's items. */
export type FeedItemOf<P extends Dated, J extends Dated, E extends Dated> =
  | { kind: 'post'; post: P }
  | { kind: 'job'; job: J }
  | { kind: 'event'; event: E };

export interface FeedRows<P extends Dated, J extends Dated, E extends Dated> {
  posts: readonly P[];
  jobs: readonly J[];
  events: readonly E[];
}

/** The row a feed item shows. */
export function feedItemRow<P extends Dated, J extends Dated, E extends Dated>(
  item: FeedItemOf<P, J, E>,
): P | J | E {
  return item.kind === 'post' ? item.post : item.kind === 'job' ? item.job : item.event;
}

/** The item's unique key: its kind plus its id. */
export function feedItemKey(item: FeedItemOf<Dated, Dated, Dated>): string {
  return `${item.kind}:${feedItemRow(item).id}`;
}

/** Newest first; equal times by id, descending (the server's order). */
function newestFirst(a: Dated, b: Dated): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The newest `limit` items of the three lists, newest first. */
export function mergeFeed<P extends Dated, J extends Dated, E extends Dated>(
  rows: FeedRows<P, J, E>,
  limit = Number.POSITIVE_INFINITY,
): FeedItemOf<P, J, E>[] {
  const items: FeedItemOf<P, J, E>[] = [
    ...rows.posts.map((post) => ({ kind: 'post' as const, post })),
    ...rows.jobs.map((job) => ({ kind: 'job' as const, job })),
    ...rows.events.map((event) => ({ kind: 'event' as const, event })),
  ];
  items.sort((a, b) => newestFirst(feedItemRow(a), feedItemRow(b)));
  return Number.isFinite(limit) ? items.slice(0, limit) : items;
}

/** A line of the sidebar's Recent Activity. */
export interface HomeActivity {
  key: string;
  kind: FeedKind;
  id: string;
  /** Who did it (an event without a known author: 'Event Organizer'). */
  actor: string | null;
  phrase: string;
  title: string;
  createdAt: string;
}

interface ActivityRows {
  posts: readonly (Dated & { content: string; author?: Named })[];
  jobs: readonly (Dated & { title: string; author?: Named })[];
  events: readonly (Dated & { title: string; author?: Named })[];
}
interface Named {
  firstName: string;
  lastName: string;
}

const nameOf = (a: Named | undefined) => (a ? `${a.firstName} ${a.lastName}`.trim() : null);

/** The four newest jobs, posts and events with the spec's phrases. */
export function homeActivity(rows: ActivityRows): HomeActivity[] {
  return mergeFeed(rows, RECENT_ACTIVITY_ITEMS).map((item): HomeActivity => {
    const base = { key: feedItemKey(item), kind: item.kind };
    if (item.kind === 'post') {
      return {
        ...base,
        id: item.post.id,
        actor: nameOf(item.post.author),
        phrase: SIDEBAR_TEXTS.sharedPost,
        title: postSnippet(item.post.content, RECENT_ACTIVITY_POST_SNIPPET_CHARS),
        createdAt: item.post.createdAt,
      };
    }
    if (item.kind === 'job') {
      return {
        ...base,
        id: item.job.id,
        actor: nameOf(item.job.author),
        phrase: SIDEBAR_TEXTS.postedJob,
        title: item.job.title,
        createdAt: item.job.createdAt,
      };
    }
    return {
      ...base,
      id: item.event.id,
      actor: nameOf(item.event.author) ?? EVENT_TEXTS.organizer,
      phrase: SIDEBAR_TEXTS.createdEvent,
      title: item.event.title,
      createdAt: item.event.createdAt,
    };
  });
}

/** A recommended member's subtitle: "Film and Television '27", else the major, else a student. */
export function recommendationSubtitle(user: {
  major: string | null;
  graduationYear: number | null;
}): string {
  if (user.major && user.graduationYear) {
    return `${user.major} '${String(user.graduationYear).slice(-2)}`;
  }
  return user.major || `${SCHOOL_NAME} Student`;
}
