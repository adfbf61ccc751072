import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, xid8 } from './columns';
import { users } from './users';

/** Stored replies of unsafe calls made with an `Idempotency-Key` header. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body'),
    /** requestFingerprint() of the call that claimed the key: a different call may not reuse it. */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** One row per device replica (client id), owned by one member. */
export const syncClients = pgTable(
  'sync_clients',
  {
    clientId: uuid('client_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMutationId: bigint('last_mutation_id', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sync_clients_user_id_idx').on(t.userId)],
);

/** The result of every processed mutation, for replays of `id <= last_mutation_id`. */
export const mutationResults = pgTable(
  'mutation_results',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => syncClients.clientId, { onDelete: 'cascade' }),
    mutationId: bigint('mutation_id', { mode: 'number' }).notNull(),
    status: integer('status').notNull(),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.mutationId] })],
);

/**
 * Every change of a replicated row, appended by triggers (migration `change_log_triggers`).
 * `audience` null = every member; otherwise only that member. Pulls page by `(txid, seq)`.
 */
export const changeLog = pgTable(
  'change_log',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    txid: xid8('txid').notNull().default(sql`pg_current_xact_id()`),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    op: text('op', { enum: ['put', 'del'] }).notNull(),
    audience: uuid('audience'),
    createdAt: createdAt(),
  },
  (t) => [
    index('change_log_txid_seq_idx').on(t.txid, t.seq),
    index('change_log_created_idx').on(t.createdAt),
    check('change_log_op_ck', sql`${t.op} in ('put', 'del')`),
  ],
);

export type ChangeLogRow = typeof changeLog.$inferSelect;
