import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { users } from './users';

/** Server-side sessions. `id` is the SHA-256 hex of the cookie token; the token is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** E-mail verification links. Only the SHA-256 hex of the token is stored. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
);

/** Password reset links (migration 0009): the SHA-256 hex of the token, one hour, single use; a
 * newer request or a password change ends the older ones. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** A requested change of e-mail (migration 0010), confirmed by the link sent to the new address:
 * the SHA-256 hex of the token, 24 hours, single use; a newer request ends the older one. */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_tokens_user_id_idx').on(t.userId)],
);

/** "Download my data" (migration 0011): the JSON archive of a member, built in the background,
 * kept for a day. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    archive: text('archive'),
    createdAt: createdAt(),
    readyAt: timestamptz('ready_at'),
    expiresAt: timestamptz('expires_at'),
  },
  (t) => [
    index('data_exports_user_id_idx').on(t.userId, t.createdAt),
    check('data_exports_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);

/**
 * Failed sign-ins, shared by every server process. `key` is `email:<address>` or `ip:<address>`;
 * rows older than the throttle window are pruned opportunistically.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    failedAt: timestamptz('failed_at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_failed_at_idx').on(t.key, t.failedAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
