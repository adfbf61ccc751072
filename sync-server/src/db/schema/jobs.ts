import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, emptyTextArray, id, updatedAt } from './columns';
import { users } from './users';

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements'),
    budget: text('budget'),
    duration: text('duration'),
    location: text('location'),
    startDate: text('start_date'),
    type: text('type'),
    paymentType: text('payment_type', { enum: ['paid', 'unpaid', 'credit'] }),
    skills: text('skills').array().notNull().default(emptyTextArray),
    targetSchool: text('target_school').notNull().default('all'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_created_at_idx').on(t.createdAt),
    index('jobs_author_id_idx').on(t.authorId),
    index('jobs_skills_idx').using('gin', t.skills),
    check(
      'jobs_payment_type_ck',
      sql`${t.paymentType} is null or ${t.paymentType} in ('paid', 'unpaid', 'credit')`,
    ),
  ],
);

/** A member's saved mark on a job; replicated with entity id = job_id, audience = user. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('saved_jobs_job_id_idx').on(t.jobId)],
);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_job_applicant_uq').on(t.jobId, t.applicantId),
    index('applications_applicant_id_idx').on(t.applicantId),
    index('applications_job_id_created_at_idx').on(t.jobId, t.createdAt),
    check('applications_status_ck', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
  ],
);

/** A "worked together" credit of an accepted application (migration 0008); replicated to its two
 * members, shown on profiles once both confirmed it. */
export const collaborations = pgTable(
  'collaborations',
  {
    id: id(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    jobTitle: text('job_title').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workedAt: timestamp('worked_at', { withTimezone: true, mode: 'date' }).notNull(),
    authorConfirmed: boolean('author_confirmed').notNull().default(false),
    applicantConfirmed: boolean('applicant_confirmed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('collaborations_application_uq').on(t.applicationId),
    index('collaborations_author_id_idx').on(t.authorId),
    index('collaborations_applicant_id_idx').on(t.applicantId),
  ],
);
