import { FIELD_AUDIENCES } from '@greenroom/shared-model/catalogues';
import type { MediaInfo } from '@greenroom/shared-model/schemas/media';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, emptyTextArray, id, timestamptz, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Always stored trimmed and lower-cased (checked). */
    email: text('email').notNull(),
    /** Null for accounts that sign in with Google only. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    profileImageUrl: text('profile_image_url'),
    /** The photo's info from `uploads`, copied by triggers (migration 0021). */
    profileImageInfo: jsonb('profile_image_info').$type<MediaInfo>(),
    school: text('school'),
    major: text('major'),
    program: text('program'),
    graduationYear: integer('graduation_year'),
    bio: text('bio'),
    skills: text('skills').array().notNull().default(emptyTextArray),
    portfolioUrl: text('portfolio_url'),
    website: text('website'),
    instagramUrl: text('instagram_url'),
    linkedinUrl: text('linkedin_url'),
    twitterUrl: text('twitter_url'),
    youtubeUrl: text('youtube_url'),
    imdbUrl: text('imdb_url'),
    isVerified: boolean('is_verified').notNull().default(false),
    isSuspended: boolean('is_suspended').notNull().default(false),
    suspendedAt: timestamptz('suspended_at'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Set when the member deleted their account: the row stays, anonymised (issue 16). */
    deletedAt: timestamptz('deleted_at'),
    hideProfileViews: boolean('hide_profile_views').notNull().default(false),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    emailJobMatches: boolean('email_job_matches').notNull().default(true),
    emailConnectionRequests: boolean('email_connection_requests').notNull().default(true),
    emailJobApplications: boolean('email_job_applications').notNull().default(true),
    emailProfileViews: boolean('email_profile_views').notNull().default(true),
    emailComments: boolean('email_comments').notNull().default(true),
    emailMessages: boolean('email_messages').notNull().default(true),
    /** Notification types this member wants in the app only, without a push. */
    pushMutedTypes: text('push_muted_types').array().notNull().default(emptyTextArray),
    /** Who sees the e-mail address, phone number and courses (ADR 024; checked). */
    emailVisibility: text('email_visibility', { enum: FIELD_AUDIENCES })
      .notNull()
      .default('members'),
    phoneVisibility: text('phone_visibility', { enum: FIELD_AUDIENCES })
      .notNull()
      .default('connections'),
    coursesVisibility: text('courses_visibility', { enum: FIELD_AUDIENCES })
      .notNull()
      .default('members'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_google_sub_uq').on(t.googleSub),
    index('users_created_at_idx').on(t.createdAt),
    index('users_skills_idx').using('gin', t.skills),
    check('users_email_lower_ck', sql`${t.email} = lower(btrim(${t.email}))`),
    check(
      'users_field_visibility_ck',
      sql`${t.emailVisibility} in ('members', 'connections', 'private') and ${t.phoneVisibility} in ('members', 'connections', 'private') and ${t.coursesVisibility} in ('members', 'connections', 'private')`,
    ),
  ],
);

/**
 * The words members can be found by, for typo correction (migration 0005): filled by a trigger on
 * users, read through trigram similarity (`users-search.ts`).
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
]);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
