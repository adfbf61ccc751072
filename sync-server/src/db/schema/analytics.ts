import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Client usage analytics. `kind` is the ingestion route (user_action, content_view,
 * feature_usage, text_highlight, error); `action` the spec's action (page_view, click, ...).
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
  ],
);
