// Profile views (decisions.md "Privacy"): at most one per viewer, viewed member and hour; never
// one's own; never by a member who hides views.
import { PROFILE_VIEW_DEDUP_WINDOW_MS } from '@greenroom/shared-model/constants';
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';
import { profileViews } from '../../db/schema/profiles';
import { type UserRow, users } from '../../db/schema/users';
import { visibleTo } from '../privacy/blocks.repo';

const WEEK_MS = 7 * 86_400_000;

/**
 * Records the view unless one was recorded within the hour (the check and the insert are one
 * statement; two simultaneous first views can both land, which only double-counts that hour).
 * True when a view was recorded.
 */
export async function recordView(
  db: AppDb,
  viewer: Pick<UserRow, 'id' | 'hideProfileViews'>,
  viewedId: string,
  now: Date,
): Promise<boolean> {
  if (viewer.id === viewedId || viewer.hideProfileViews) return false;
  const since = new Date(now.getTime() - PROFILE_VIEW_DEDUP_WINDOW_MS);
  const rows = await queryRows(
    db,
    sql`insert into profile_views (viewer_id, viewed_id, viewed_at)
      select ${viewer.id}::uuid, ${viewedId}::uuid, ${now.toISOString()}::timestamptz
      where not exists (
        select 1 from profile_views
        where viewer_id = ${viewer.id}::uuid and viewed_id = ${viewedId}::uuid
          and viewed_at > ${since.toISOString()}::timestamptz)
      returning id`,
  );
  return rows.length > 0;
}

export async function viewCounts(db: AppDb, viewedId: string, now: Date) {
  const since = new Date(now.getTime() - WEEK_MS);
  const [row] = await db
    .select({
      total: count(),
      weekly: sql<number>`count(*) filter (where ${profileViews.viewedAt} >= ${since.toISOString()}::timestamptz)::int`,
    })
    .from(profileViews)
    .where(eq(profileViews.viewedId, viewedId));
  return { totalViews: Number(row?.total ?? 0), weeklyViews: Number(row?.weekly ?? 0) };
}

/**
 * The latest viewers, each once with their latest view; suspended members and members a block
 * stands between left out (ADR 024).
 */
export async function recentViewers(db: AppDb, viewedId: string, limit: number) {
  const last = max(profileViews.viewedAt);
  const rows = await db
    .select({ viewer: users, viewedAt: last })
    .from(profileViews)
    .innerJoin(users, eq(users.id, profileViews.viewerId))
    .where(
      and(
        eq(profileViews.viewedId, viewedId),
        eq(users.isSuspended, false),
        visibleTo(viewedId, users.id),
      ),
    )
    .groupBy(users.id)
    .orderBy(desc(last), users.id)
    .limit(limit);
  return rows.map((r) => ({ viewer: r.viewer, viewedAt: new Date(r.viewedAt ?? 0) }));
}
