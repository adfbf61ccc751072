// GET /api/feed (decisions.md "Content and lists"): the campus-wide feed — posts, jobs and events
// merged newest first — a page at a time, for what lies beyond the replica's window.
import { z } from 'zod';
import { FEED_PAGE_DEFAULT, FEED_PAGE_MAX } from '../constants';
import { Timestamp } from './common';
import { Event } from './events';
import { Job } from './jobs';
import { Post } from './posts';

export const FeedPageQuery = z.object({
  /** Only items created strictly before this instant. */
  before: Timestamp.optional(),
  limit: z.coerce
    .number()
    .int()
    .positive()
    .catch(FEED_PAGE_DEFAULT)
    .transform((n) => Math.min(n, FEED_PAGE_MAX)),
});
export type FeedPageQuery = z.infer<typeof FeedPageQuery>;

const FeedItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), post: Post }),
  z.object({ kind: z.literal('job'), job: Job }),
  z.object({ kind: z.literal('event'), event: Event }),
]);

export const FeedPageReply = z.object({
  items: z.array(FeedItem),
  /** Older items exist. */
  more: z.boolean(),
});
export type FeedPageReply = z.infer<typeof FeedPageReply>;
