import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** A connection vouching for a skill on a member's profile: one per skill and endorser (#34). */
export const skillEndorsements = pgTable(
  'skill_endorsements',
  {
    /** Derived from the three below (shared-model rows/endorsements.ts `endorsementId`). */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    endorserId: uuid('endorser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('skill_endorsements_member_skill_endorser_uq').on(t.userId, t.skill, t.endorserId),
    index('skill_endorsements_endorser_id_idx').on(t.endorserId),
    check('skill_endorsements_not_self_ck', sql`${t.userId} <> ${t.endorserId}`),
  ],
);
