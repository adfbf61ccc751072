import type { MediaInfo } from '@greenroom/shared-model/schemas/media';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, emptyTextArray, id, timestamptz, updatedAt } from './columns';
import { users } from './users';

export const courses = pgTable(
  'courses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseCode: text('course_code').notNull(),
    courseName: text('course_name').notNull(),
    section: text('section'),
    professor: text('professor'),
    semester: text('semester').notNull().default('Fall 2025'),
    year: text('year').notNull().default('2025'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_user_id_idx').on(t.userId),
    index('courses_code_section_idx').on(t.courseCode, t.section),
  ],
);

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    tags: text('tags').array().notNull().default(emptyTextArray),
    mediaUrl: text('media_url'),
    /** The image's info from `uploads`, copied by triggers (migration 0021). */
    mediaInfo: jsonb('media_info').$type<MediaInfo>(),
    mediaType: text('media_type').notNull(),
    /** Null sorts last; ties are broken by created_at, older first. */
    sortOrder: integer('sort_order'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Kept by the trigger on portfolio_item_likes (migration 0023). */
    likeCount: integer('like_count').notNull().default(0),
  },
  (t) => [index('portfolio_items_user_id_idx').on(t.userId)],
);

/** One row per member and portfolio item: a double tap or a replay never counts twice. */
export const portfolioItemLikes = pgTable(
  'portfolio_item_likes',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => portfolioItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.userId] }),
    index('portfolio_item_likes_user_id_idx').on(t.userId),
  ],
);

/** One row per recorded view (at most one per viewer, viewed member and hour; never self). */
export const profileViews = pgTable(
  'profile_views',
  {
    id: id(),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedId: uuid('viewed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    index('profile_views_viewed_at_idx').on(t.viewedId, t.viewedAt),
    index('profile_views_viewer_idx').on(t.viewerId, t.viewedId, t.viewedAt),
  ],
);
