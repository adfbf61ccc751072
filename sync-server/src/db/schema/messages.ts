import type { MediaInfo } from '@greenroom/shared-model/schemas/media';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { users } from './users';

/** Direct-message conversations (#33, ADR 045): one-to-one or a group of up to 8 members. */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    name: text('name'),
    isGroup: boolean('is_group').notNull().default(false),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A one-to-one conversation's two member ids, the smaller first: one per pair. */
    pairKey: text('pair_key'),
    createdAt: createdAt(),
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key_uq').on(t.pairKey),
    index('conversations_created_by_idx').on(t.createdBy),
  ],
);

/** Who is in a conversation and where they stand (active, request, declined, left, hidden). */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    lastReadAt: timestamptz('last_read_at'),
    muted: boolean('muted').notNull().default(false),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
    /**
     * "Delete conversation for me" (status `hidden`): messages up to this time are no longer the
     * member's; a new message brings the conversation back with only the later ones (ADR 045).
     */
    clearedAt: timestamptz('cleared_at'),
  },
  (t) => [
    uniqueIndex('conversation_members_conversation_user_uq').on(t.conversationId, t.userId),
    index('conversation_members_user_idx').on(t.userId),
    check(
      'conversation_members_status_check',
      sql`${t.status} in ('active', 'request', 'declined', 'left', 'hidden')`,
    ),
  ],
);

/** Messages; a deleted one keeps its row (content emptied, `deleted_at` set). */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /**
     * The one attachment (migration 0030): the sender's own upload, its name as chosen and its
     * size; `attachment_info` follows the address (trigger, ADR 044). A media column (ADR 022).
     */
    attachmentUrl: text('attachment_url'),
    attachmentName: text('attachment_name'),
    attachmentSize: bigint('attachment_size', { mode: 'number' }),
    attachmentInfo: jsonb('attachment_info').$type<MediaInfo>(),
    createdAt: createdAt(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('messages_sender_idx').on(t.senderId),
  ],
);
