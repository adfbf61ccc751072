// The media lifecycle (migration 0015, ADR 022): stored files with their member and size, keys a
// write stopped referencing (filled by the media columns' trigger), unfinished resumable uploads.
import { isNull } from 'drizzle-orm';
import { bigint, index, integer, pgTable, real, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { users } from './users';

export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Bytes; null for files stored before the table (the janitor fills it in). */
    size: bigint('size', { mode: 'number' }),
    /** When a media column first held it (null: nothing has yet). */
    referencedAt: timestamptz('referenced_at'),
    /** An image's size as shown and dominant colour (`#rrggbb`); null otherwise (ADR 044). */
    width: integer('width'),
    height: integer('height'),
    placeholder: text('placeholder'),
    /** Widths of its WebP renditions; null: not rendered yet; empty: none could be made. */
    renditions: integer('renditions').array(),
    /** A video's or a sound's length in seconds (ADR 046). */
    duration: real('duration'),
    /** A video's streaming rendition: processing, ready or failed; null for anything else. */
    stream: text('stream'),
    /** A sound's waveform: peaks 0–100, evenly spaced over its length (ADR 046). */
    peaks: smallint('peaks').array(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_user_id_idx').on(t.userId),
    index('uploads_unreferenced_idx').on(t.createdAt).where(isNull(t.referencedAt)),
  ],
);

export const mediaReleased = pgTable('media_released', {
  key: text('key').primaryKey(),
  releasedAt: timestamptz('released_at').notNull().defaultNow(),
});

export const tusUploads = pgTable(
  'tus_uploads',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    declaredSize: bigint('declared_size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    touchedAt: timestamptz('touched_at').notNull().defaultNow(),
  },
  (t) => [index('tus_uploads_user_id_idx').on(t.userId)],
);

/** Streaming renditions to make (ADR 046): one row per video, deleted when done or failed. */
export const mediaJobs = pgTable('media_jobs', {
  key: text('key')
    .primaryKey()
    .references(() => uploads.key, { onDelete: 'cascade' }),
  /** Runs begun; a job that has failed MEDIA_JOB_ATTEMPTS times is given up. */
  attempts: integer('attempts').notNull().default(0),
  /** Held by a worker until then (renewed while it works); null or past: free to take. */
  lockedUntil: timestamptz('locked_until'),
  /** 0–1 of the current run, for the owner's "Processing video…". */
  progress: real('progress').notNull().default(0),
  createdAt: createdAt(),
});
