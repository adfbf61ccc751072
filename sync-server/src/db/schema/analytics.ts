import {
  bigserial,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Client usage analytics. `kind` is the ingestion route (user_action, content_view,
 * feature_usage, text_highlight, error); `action` the spec's action (page_view, click, ...) or
 * the feature; `target_type`/`target_id` the content concerned; the rest of the body in
 * `metadata`.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    action: text('action'),
    page: text('page'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_kind_created_idx').on(t.kind, t.createdAt),
    index('analytics_events_target_idx').on(t.targetType, t.targetId),
    index('analytics_events_user_created_idx').on(t.userId, t.createdAt),
    index('analytics_events_action_created_idx').on(t.kind, t.action, t.createdAt),
    index('analytics_events_kind_target_idx').on(t.kind, t.targetType, t.targetId),
  ],
);

/** The members active on each day (UTC), one row per day and member (migration 0013). */
export const analyticsDailyUsers = pgTable(
  'analytics_daily_users',
  {
    day: date('day').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'analytics_daily_users_pk', columns: [t.day, t.userId] })],
);

/** The members active in each month (UTC; `month` is its first day), one row per month and member. */
export const analyticsMonthlyUsers = pgTable(
  'analytics_monthly_users',
  {
    month: date('month').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'analytics_monthly_users_pk', columns: [t.month, t.userId] })],
);
