// What can be reported (shared-model REPORT_ITEM_KINDS) and what the queue needs of each kind:
// whose it is, how it reads in the queue, and how an admin removes it. Adding a kind (a comment,
// a message) is one entry here; typecheck fails until it has one.
import type { ReportItemKind } from '@greenroom/shared-model/catalogues';
import { inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { postComments } from '../../db/schema/comments';
import { events, posts } from '../../db/schema/feed';
import { jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';
import { deleteComment } from '../comments/comments.repo';
import { deleteEvent } from '../events/events.repo';
import { deleteJob } from '../jobs/jobs.repo';
import { deletePost } from '../posts/posts.repo';

/** An item as the queue reads it. */
export interface ItemFacts {
  id: string;
  /** The member it belongs to: the author, or the member themself. */
  memberId: string;
  title: string | null;
  text: string | null;
  createdAt: Date;
}

export interface ReportItemType {
  /** The items with these ids that exist, as the queue shows them. */
  describe(db: AppDb, ids: readonly string[]): Promise<ItemFacts[]>;
  /** Removes the item (Remove content); null when it cannot be removed (a profile). */
  remove: ((db: AppDb, id: string) => Promise<boolean>) | null;
}

export const REPORT_ITEMS: Record<ReportItemKind, ReportItemType> = {
  post: {
    describe: async (db, ids) =>
      (
        await db
          .select({
            id: posts.id,
            memberId: posts.authorId,
            text: posts.content,
            createdAt: posts.createdAt,
          })
          .from(posts)
          .where(inArray(posts.id, [...ids]))
      ).map((r) => ({ ...r, title: null })),
    remove: deletePost,
  },
  job: {
    describe: (db, ids) =>
      db
        .select({
          id: jobs.id,
          memberId: jobs.authorId,
          title: jobs.title,
          text: jobs.description,
          createdAt: jobs.createdAt,
        })
        .from(jobs)
        .where(inArray(jobs.id, [...ids])),
    remove: deleteJob,
  },
  event: {
    describe: (db, ids) =>
      db
        .select({
          id: events.id,
          memberId: events.authorId,
          title: events.title,
          text: events.description,
          createdAt: events.createdAt,
        })
        .from(events)
        .where(inArray(events.id, [...ids])),
    remove: deleteEvent,
  },
  member: {
    describe: async (db, ids) =>
      (
        await db
          .select({
            id: users.id,
            text: users.bio,
            createdAt: users.createdAt,
            deletedAt: users.deletedAt,
          })
          .from(users)
          .where(inArray(users.id, [...ids]))
      )
        .filter((r) => !r.deletedAt)
        .map((r) => ({
          id: r.id,
          memberId: r.id,
          title: null,
          text: r.text,
          createdAt: r.createdAt,
        })),
    remove: null,
  },
  comment: {
    describe: async (db, ids) =>
      (
        await db
          .select({
            id: postComments.id,
            memberId: postComments.authorId,
            text: postComments.content,
            createdAt: postComments.createdAt,
          })
          .from(postComments)
          .where(inArray(postComments.id, [...ids]))
      ).map((r) => ({ ...r, title: null })),
    remove: deleteComment,
  },
};

export async function describeItem(
  db: AppDb,
  kind: ReportItemKind,
  id: string,
): Promise<ItemFacts | undefined> {
  return (await REPORT_ITEMS[kind].describe(db, [id]))[0];
}
