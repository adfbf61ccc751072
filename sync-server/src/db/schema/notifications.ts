import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    /** Unread notifications with one key are one (likes of a post: "Ada and 3 others"). */
    groupKey: text('group_key'),
    /** When pushes were last queued for it (a group pushes at most once an hour). */
    pushedAt: timestamptz('pushed_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_unread_group_uq')
      .on(t.userId, t.groupKey)
      .where(sql`${t.groupKey} is not null and not ${t.isRead}`),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_uq'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: timestamptz('last_success_at'),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/**
 * E-mail batching state: at most one e-mail per member per kind per hour. `pending` holds the
 * notifications waiting for the next allowed send.
 */
export const emailSends = pgTable(
  'email_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    lastSentAt: timestamptz('last_sent_at'),
    pending: jsonb('pending').$type<string[]>().notNull().default([]),
    /** When the waiting notifications may go out (null: nothing waits). */
    nextSendAt: timestamptz('next_send_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    index('email_sends_due_idx').on(t.nextSendAt),
  ],
);

/** One push of one notification to one subscription, until it is sent or given up. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
  },
  (t) => [
    unique('push_deliveries_uq').on(t.notificationId, t.subscriptionId),
    index('push_deliveries_due_idx').on(t.nextAttemptAt),
  ],
);

/** Secrets every server process shares (generated VAPID keys, the e-mail link key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
