// The media lifecycle (migration 0015, ADR 022): stored files with their member and size, keys a
// write stopped referencing (filled by the media columns' trigger), unfinished resumable uploads.
import { isNull } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
