import { sql } from 'drizzle-orm';
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary key: a UUID; replicated entities accept client-generated ids. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `text[]` that is never null. */
export const emptyTextArray = sql`'{}'::text[]`;

/**
 * PostgreSQL 13+ 64-bit transaction id. Read it as text (`txid::text`) and compare it in SQL;
 * JavaScript never does arithmetic on it.
 */
export const xid8 = customType<{ data: string; driverData: string }>({
  dataType: () => 'xid8',
});
