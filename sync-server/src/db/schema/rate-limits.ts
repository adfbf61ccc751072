import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * One counter per limited thing (ADR 021, rate-limits/rate-limit.ts): `key` names what is counted
 * and for whom, `used` how much of the limit the window that began at `windowStartedAt` took.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamptz('window_started_at').notNull(),
    used: integer('used').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStartedAt)],
);
