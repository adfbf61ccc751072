// Blocks and mutes (issue 28 §3, ADR 024). Each pair at most once; never oneself.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const blocks = pgTable(
  'blocks',
  {
    /** The member who blocked. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self_ck', sql`${t.userId} <> ${t.blockedId}`),
  ],
);

export const mutes = pgTable(
  'mutes',
  {
    /** The member who muted. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedId: uuid('muted_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mutedId] }),
    index('mutes_muted_idx').on(t.mutedId),
    check('mutes_not_self_ck', sql`${t.userId} <> ${t.mutedId}`),
  ],
);

export type BlockRow = typeof blocks.$inferSelect;
export type MuteRow = typeof mutes.$inferSelect;
