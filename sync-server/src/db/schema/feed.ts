import { RSVP_STATUSES } from '@greenroom/shared-model/catalogues';
import type { MediaInfo } from '@greenroom/shared-model/schemas/media';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, emptyTextArray, id, timestamptz, updatedAt } from './columns';
import { users } from './users';

export const posts = pgTable(
  'posts',
  {
    id: id(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** A media address of any kind (image, video, audio, document). */
    imageUrl: text('image_url'),
    /** The image's info from `uploads`, copied by triggers (migration 0021). */
    imageInfo: jsonb('image_info').$type<MediaInfo>(),
    type: text('type', { enum: ['post', 'showcase', 'update'] })
      .notNull()
      .default('post'),
    skills: text('skills').array().notNull().default(emptyTextArray),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Kept by the trigger on post_likes (migration 0020). */
    likeCount: integer('like_count').notNull().default(0),
    /** Kept by the trigger on post_comments (migration 0022). */
    commentCount: integer('comment_count').notNull().default(0),
  },
  (t) => [
    index('posts_created_at_idx').on(t.createdAt),
    index('posts_author_id_idx').on(t.authorId),
    check('posts_type_ck', sql`${t.type} in ('post', 'showcase', 'update')`),
  ],
);

/** One row per member and post: a double tap or a replay never counts twice. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_likes_user_id_idx').on(t.userId),
  ],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    eventDate: timestamptz('event_date').notNull(),
    location: text('location'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Kept by the trigger on event_rsvps (migration 0021). */
    goingCount: integer('going_count').notNull().default(0),
    interestedCount: integer('interested_count').notNull().default(0),
  },
  (t) => [
    index('events_created_at_idx').on(t.createdAt),
    index('events_author_id_idx').on(t.authorId),
  ],
);

/** One answer per member and event ("Going" or "Interested"): a replay never counts twice. */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RSVP_STATUSES }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the member, going, was reminded (cleared when the event moves). */
    remindedAt: timestamptz('reminded_at'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_rsvps_user_id_idx').on(t.userId),
    // The reminder sweep: answers of members going, not yet reminded.
    index('event_rsvps_going_unreminded_idx')
      .on(t.eventId)
      .where(sql`${t.status} = 'going' and ${t.remindedAt} is null`),
    check('event_rsvps_status_check', sql`${t.status} in ('going', 'interested')`),
  ],
);
