// Every database column that holds a media address (ADR 022). A column listed here has the
// `greenroom_track_media` trigger (migration 0015): a write that drops a key from it releases the
// key, and the media janitor deletes the file after the commit once nothing references it. A new
// feature with media adds its column here and, in its migration, the trigger and the expression
// index (messages' attachments: migration 0030); media-lifecycle.pg.test.ts fails until both
// agree.
import { sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';

export interface MediaColumn {
  table: string;
  column: string;
}

export const MEDIA_COLUMNS: readonly MediaColumn[] = [
  { table: 'posts', column: 'image_url' },
  { table: 'portfolio_items', column: 'media_url' },
  { table: 'users', column: 'profile_image_url' },
  { table: 'messages', column: 'attachment_url' },
];

/** The keys among `keys` that some media column still holds. */
export async function stillReferenced(db: AppDb, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const lookups = MEDIA_COLUMNS.map(
    ({ table, column }) =>
      sql`exists (select 1 from ${sql.identifier(table)} where greenroom_media_key(${sql.identifier(column)}) = k.key)`,
  );
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select k.key from unnest(array[${sql.join(
      keys.map((k) => sql`${k}::text`),
      sql`, `,
    )}]::text[]) as k(key)
        where ${sql.join(lookups, sql` or `)}`,
  );
  return new Set(rows.map((r) => r.key));
}

/**
 * Releases every file the member uploaded (their account is being deleted), in the caller's
 * transaction; the janitor deletes those nothing else references once it commits.
 */
export async function releaseFilesOf(db: AppDb, userId: string): Promise<void> {
  await db.execute(
    sql`insert into media_released (key) select key from uploads where user_id = ${userId}
        on conflict do nothing`,
  );
  await db.execute(sql`select pg_notify('greenroom_media', '')`);
}
