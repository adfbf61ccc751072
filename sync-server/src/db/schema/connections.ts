import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const connections = pgTable(
  'connections',
  {
    id: id(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: uuid('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'blocked'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One row per unordered pair: (a, b) and (b, a) are the same connection.
    uniqueIndex('connections_pair_uq').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('connections_requester_idx').on(t.requesterId),
    index('connections_addressee_idx').on(t.addresseeId),
    check('connections_not_self_ck', sql`${t.requesterId} <> ${t.addresseeId}`),
    check('connections_status_ck', sql`${t.status} in ('pending', 'accepted', 'blocked')`),
  ],
);
