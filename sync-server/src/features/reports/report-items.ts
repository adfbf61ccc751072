// What can be reported (shared-model REPORT_ITEM_KINDS) and what the queue needs of each kind:
// whose it is, how it reads in the queue, and how an admin removes it. Adding a kind (a comment,
// a message) is one entry here; typecheck fails until it has one.
import type { ReportItemKind } from '@greenroom/shared-model/catalogues';
import { REPORT_EXCERPT_BEFORE } from '@greenroom/shared-model/constants';
import { inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { postComments } from '../../db/schema/comments';
import { events, posts } from '../../db/schema/feed';
import { jobs } from '../../db/schema/jobs';
import { conversations, messages } from '../../db/schema/messages';
import type { ReportExcerptRow } from '../../db/schema/moderation';
import { users } from '../../db/schema/users';
import { deleteComment } from '../comments/comments.repo';
import { deleteEvent } from '../events/events.repo';
import { deleteJob } from '../jobs/jobs.repo';
import {
  deleteMessageContent,
  excerptOf,
  findConversation,
  findMessage,
  memberRowOf,
  membersOf,
  SEEING,
} from '../messages/messages.repo';
import type { MessageRow } from '../messages/messages.serialize';
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
  /**
   * A private item (a message, a conversation): only a member who sees it may report it (else
   * undefined: 404), the member it is about, and the excerpt kept with the report. The queue shows
   * no text of it; an admin reads the excerpt through an audited read (ADR 045).
   */
  privateReport?: (
    db: AppDb,
    id: string,
    reporterId: string,
  ) => Promise<{ memberId: string | null; excerpt: ReportExcerptRow[] } | undefined>;
}

const toExcerpt = (rows: readonly MessageRow[]): ReportExcerptRow[] =>
  rows.map((m) => ({
    id: m.id,
    senderId: m.senderId,
    content: m.content,
    attachmentUrl: m.attachmentUrl,
    createdAt: m.createdAt.toISOString(),
    deleted: m.deletedAt !== null,
  }));

/** The reporter's member row when they see the conversation. */
async function seenBy(db: AppDb, conversationId: string, userId: string) {
  const row = await memberRowOf(db, conversationId, userId);
  return row && (SEEING as readonly string[]).includes(row.status) ? row : undefined;
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
  message: {
    describe: async (db, ids) =>
      (
        await db
          .select({ id: messages.id, memberId: messages.senderId, createdAt: messages.createdAt })
          .from(messages)
          .where(inArray(messages.id, [...ids]))
      ).map((r) => ({ ...r, title: null, text: null })),
    remove: async (db, id) => {
      await deleteMessageContent(db, id, new Date());
      return true;
    },
    privateReport: async (db, id, reporterId) => {
      const message = await findMessage(db, id);
      const me = message ? await seenBy(db, message.conversationId, reporterId) : undefined;
      if (!message || !me || (me.clearedAt && message.createdAt <= me.clearedAt)) return undefined;
      const rows = await excerptOf(
        db,
        message.conversationId,
        message,
        REPORT_EXCERPT_BEFORE,
        me.clearedAt,
      );
      return { memberId: message.senderId, excerpt: toExcerpt(rows) };
    },
  },
  conversation: {
    describe: async (db, ids) =>
      (
        await db
          .select({
            id: conversations.id,
            memberId: conversations.createdBy,
            createdAt: conversations.createdAt,
          })
          .from(conversations)
          .where(inArray(conversations.id, [...ids]))
      )
        // Nothing of a private conversation in the queue (not even a group's name).
        .map((r) => ({ ...r, title: null, text: null })),
    remove: null,
    privateReport: async (db, id, reporterId) => {
      const conversation = await findConversation(db, id);
      const me = conversation ? await seenBy(db, id, reporterId) : undefined;
      if (!conversation || !me) return undefined;
      // The member it is about: the other one of a pair; a group's starter (unless the reporter).
      const others = (await membersOf(db, id)).filter((m) => m.user.id !== reporterId);
      const memberId = conversation.isGroup
        ? conversation.createdBy !== reporterId
          ? conversation.createdBy
          : null
        : (others[0]?.user.id ?? null);
      const rows = await excerptOf(db, id, undefined, REPORT_EXCERPT_BEFORE, me.clearedAt);
      return { memberId, excerpt: toExcerpt(rows) };
    },
  },
};

export async function describeItem(
  db: AppDb,
  kind: ReportItemKind,
  id: string,
): Promise<ItemFacts | undefined> {
  return (await REPORT_ITEMS[kind].describe(db, [id]))[0];
}
