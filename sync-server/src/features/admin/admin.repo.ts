// The dashboard's reads (spec part 2 §2 "Admin dashboard", §7 "Admin").
import { and, count, desc, eq, gt, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { analyticsEvents } from '../../db/schema/analytics';
import { sessions } from '../../db/schema/auth';
import { events, posts } from '../../db/schema/feed';
import { jobs } from '../../db/schema/jobs';
import { type UserRow, users } from '../../db/schema/users';

const ADMIN_USERS_LIMIT = 100;
export const ADMIN_POSTS_LIMIT = 100;
/** "Online Now": active in the last 5 minutes (spec part 2 §9). */
const ONLINE_WINDOW_MS = 5 * 60 * 1000;

const member = isNull(users.deletedAt);

export async function adminStats(db: AppDb) {
  const [u] = await db
    .select({
      total: count(),
      suspended: sql<number>`count(*) filter (where ${users.isSuspended})::int`,
    })
    .from(users)
    .where(member);
  const [p] = await db.select({ n: count() }).from(posts);
  const [j] = await db.select({ n: count() }).from(jobs);
  const [e] = await db.select({ n: count() }).from(events);
  const totalUsers = u?.total ?? 0;
  const suspendedUsers = Number(u?.suspended ?? 0);
  const totalPosts = p?.n ?? 0;
  const totalJobs = j?.n ?? 0;
  const totalEvents = e?.n ?? 0;
  return {
    totalUsers,
    activeUsers: totalUsers - suspendedUsers,
    suspendedUsers,
    totalContent: totalPosts + totalJobs + totalEvents,
    totalPosts,
    totalJobs,
    totalEvents,
  };
}

/** Members by name, e-mail, major, skills or course code (every word must match something). */
export async function searchMembers(db: AppDb, q: string | undefined): Promise<UserRow[]> {
  const where: SQL[] = [member];
  for (const word of (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)) {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(
      lower(${users.firstName} || ' ' || ${users.lastName}) like ${like}
      or lower(${users.email}) like ${like}
      or lower(coalesce(${users.major}, '')) like ${like}
      or exists (select 1 from unnest(${users.skills}) s where lower(s) like ${like})
      or exists (select 1 from courses c where c.user_id = ${users.id} and lower(c.course_code) like ${like})
    )`);
  }
  return db
    .select()
    .from(users)
    .where(and(...where))
    .orderBy(desc(users.createdAt), users.id)
    .limit(ADMIN_USERS_LIMIT);
}

/** Members with a session seen in the last five minutes, most recent first. */
export async function onlineMembers(db: AppDb, now: Date) {
  const since = new Date(now.getTime() - ONLINE_WINDOW_MS);
  return db
    .select({ user: users, lastSeen: sql<Date>`max(${sessions.lastSeenAt})` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(gt(sessions.lastSeenAt, since), member, eq(users.isSuspended, false)))
    .groupBy(users.id)
    .orderBy(desc(sql`max(${sessions.lastSeenAt})`));
}

/** The page each online member opened last (their newest page view), by member id. */
export async function lastPages(db: AppDb, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([analyticsEvents.userId], {
      userId: analyticsEvents.userId,
      page: analyticsEvents.page,
    })
    .from(analyticsEvents)
    .where(and(inArray(analyticsEvents.userId, [...ids]), eq(analyticsEvents.action, 'page_view')))
    .orderBy(analyticsEvents.userId, desc(analyticsEvents.createdAt));
  return new Map(rows.flatMap((r) => (r.userId && r.page ? [[r.userId, r.page]] : [])));
}

/** Members who opened a page today (UTC), with their last activity and number of page views. */
export async function membersToday(db: AppDb, now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return db
    .select({
      user: users,
      lastActivity: sql<Date>`max(${analyticsEvents.createdAt})`,
      visitCount: sql<number>`count(*)::int`,
    })
    .from(analyticsEvents)
    .innerJoin(users, eq(users.id, analyticsEvents.userId))
    .where(
      and(eq(analyticsEvents.action, 'page_view'), gte(analyticsEvents.createdAt, start), member),
    )
    .groupBy(users.id)
    .orderBy(desc(sql`max(${analyticsEvents.createdAt})`));
}
