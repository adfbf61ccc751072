// The admin's analytics reads (spec part 2 §7 "Admin", §3 "Other analytics shapes"), each one SQL
// aggregate over an index: by kind (and action) over a time range, or one kind's targets grouped.
// Daily and monthly active members come from analytics_daily_users and analytics_monthly_users. Content views are the
// clients' content_view events; profile views are the server's own record (profile_views).

import { HIGHLIGHT_METHODS } from '@greenroom/shared-model/catalogues';
import {
  ADMIN_CONTENT_BREAKDOWN_ITEMS,
  ADMIN_MONTHS_FETCHED,
  ADMIN_TOP_ENGAGED_JOBS,
  ADMIN_TOP_HIGHLIGHTED_POSTS,
  ADMIN_TOP_INTERACTION_POSTS,
  ADMIN_TOP_PAGES,
  ADMIN_TOP_SEARCH_QUERIES,
  ADMIN_TOP_SKILLS,
  HIGHLIGHT_MAX_CHARS,
} from '@greenroom/shared-model/constants';
import { pageTitleOf } from '@greenroom/shared-model/helpers/page-names';
import type {
  AnalyticsOverview,
  CollaborationStats,
  HighlightMethodsReply,
  HighlightOverview,
  HighlightSnippetsReply,
  JobDetailsReply,
  JobEngagement,
  PageViews,
  PopularContent,
  PostInteractions,
  SearchTrends,
  SkillFiltersReply,
  TopHighlightedPostsReply,
  UserActivity,
} from '@greenroom/shared-model/schemas/analytics';
import { type SQL, sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';

export type Range = { from: Date; to: Date };

const num = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => new Date(v as string | Date).toISOString();

/** A post's title: its first line, at most 60 characters. */
const postTitle = (alias: string) =>
  sql.raw(`nullif(left(split_part(${alias}.content, E'\\n', 1), 60), '')`);

const inRange = (range: Range) =>
  sql`e.created_at >= ${range.from.toISOString()}::timestamptz and e.created_at < ${range.to.toISOString()}::timestamptz`;

async function rows<T extends Record<string, unknown>>(db: AppDb, query: SQL) {
  return queryRows<T>(db, query);
}

export async function overview(db: AppDb): Promise<AnalyticsOverview> {
  const [content] = await rows<{ posts: number; jobs: number }>(
    db,
    sql`select (select count(*) from posts)::int as posts, (select count(*) from jobs)::int as jobs`,
  );
  const views = await rows<{ type: string; n: number }>(
    db,
    sql`select e.target_type as type, count(*)::int as n from analytics_events e
        where e.kind = 'content_view' group by e.target_type`,
  );
  const [pages] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from analytics_events e
        where e.kind = 'user_action' and e.action = 'page_view'`,
  );
  const [profiles] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from profile_views`,
  );
  const of = (type: string) => num(views.find((v) => v.type === type)?.n);
  const profileViews = num(profiles?.n);
  const totalPosts = num(content?.posts);
  const totalJobs = num(content?.jobs);
  return {
    totalContent: totalPosts + totalJobs,
    totalPosts,
    totalJobs,
    totalPageViews: num(pages?.n),
    totalContentViews: views.reduce((sum, v) => sum + num(v.n), 0) - of('profile') + profileViews,
    postViews: of('post'),
    jobViews: of('job'),
    profileViews,
  };
}

export async function popularContent(db: AppDb): Promise<PopularContent> {
  const limit = ADMIN_CONTENT_BREAKDOWN_ITEMS;
  const top = (type: 'post' | 'job', title: SQL, table: SQL) =>
    rows<{ id: string; title: string | null; views: number }>(
      db,
      sql`select v.target_id as id, ${title} as title, v.views from (
            select e.target_id, count(*)::int as views from analytics_events e
            where e.kind = 'content_view' and e.target_type = ${type}
            group by e.target_id order by views desc, e.target_id limit ${limit}
          ) v join ${table} on t.id::text = v.target_id
          order by v.views desc, v.target_id`,
    );
  const [posts, jobs, profiles] = await Promise.all([
    top('post', postTitle('t'), sql`posts t`),
    top('job', sql`t.title`, sql`jobs t`),
    rows<{ id: string; name: string; views: number }>(
      db,
      sql`select u.id, trim(u.first_name || ' ' || u.last_name) as name, v.views from (
            select viewed_id, count(*)::int as views from profile_views
            group by viewed_id order by views desc, viewed_id limit ${limit}
          ) v join users u on u.id = v.viewed_id
          order by v.views desc, u.id`,
    ),
  ]);
  const item = (r: { id: string; title: string | null; views: number }) => ({
    contentId: r.id,
    title: r.title,
    views: num(r.views),
  });
  return {
    posts: posts.map(item),
    jobs: jobs.map(item),
    profiles: profiles.map((r) => ({ contentId: r.id, name: r.name, views: num(r.views) })),
  };
}

export async function pageViews(db: AppDb): Promise<PageViews> {
  const found = await rows<{ page: string; views: number }>(
    db,
    sql`select e.page, count(*)::int as views from analytics_events e
        where e.kind = 'user_action' and e.action = 'page_view' and e.page is not null
        group by e.page order by views desc, e.page limit ${ADMIN_TOP_PAGES}`,
  );
  return {
    pages: found.map((r) => ({ page: r.page, title: pageTitleOf(r.page), views: num(r.views) })),
  };
}

/** The newest jobs with their views, clicks and applications. */
export async function jobDetails(db: AppDb, limit = 200): Promise<JobDetailsReply> {
  const found = await rows<{
    id: string;
    title: string;
    description: string;
    created_at: string;
    views: number;
    clicks: number;
    applications: number;
  }>(
    db,
    sql`with shown as (select id, title, description, created_at from jobs
                       order by created_at desc limit ${limit})
        select s.id, s.title, s.description, s.created_at,
          (select count(*) from analytics_events e where e.kind = 'content_view'
             and e.target_type = 'job' and e.target_id = s.id::text)::int as views,
          (select count(*) from analytics_events e where e.kind = 'user_action'
             and e.action = 'job_click' and e.target_type = 'job' and e.target_id = s.id::text)::int as clicks,
          (select count(*) from applications a where a.job_id = s.id)::int as applications
        from shown s order by s.created_at desc`,
  );
  return found.map((r) => ({
    jobId: r.id,
    title: r.title,
    description: r.description,
    postedDate: iso(r.created_at),
    views: num(r.views),
    clicks: num(r.clicks),
    applications: num(r.applications),
  }));
}

/** The most viewed members (the server's profile view record), as user ids with their counts. */
export async function mostViewedProfiles(db: AppDb, limit = 10) {
  return rows<{ viewed_id: string; views: number }>(
    db,
    sql`select viewed_id, count(*)::int as views from profile_views
        group by viewed_id order by views desc, viewed_id limit ${limit}`,
  );
}

export async function userActivity(db: AppDb, days: number, now: Date): Promise<UserActivity> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'UTC')::date`;
  const daily = await rows<{ day: string; users: number }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, count(a.user_id)::int as users
        from generate_series(${today} - ${days - 1}::int, ${today}, interval '1 day') as d(day)
        left join analytics_daily_users a on a.day = d.day::date
          and a.day between ${today} - ${days - 1}::int and ${today}
        group by d.day order by d.day`,
  );
  const [distinct] = await rows<{ users: number }>(
    db,
    sql`select count(distinct a.user_id)::int as users from analytics_daily_users a
        where a.day between ${today} - ${days - 1}::int and ${today}`,
  );
  const monthly = await rows<{ month: string; users: number }>(
    db,
    sql`select to_char(m.month, 'YYYY-MM') as month, count(a.user_id)::int as users
        from generate_series(date_trunc('month', ${today}::timestamp) - ${ADMIN_MONTHS_FETCHED - 1}::int * interval '1 month',
                             date_trunc('month', ${today}::timestamp), interval '1 month') as m(month)
        left join analytics_monthly_users a on a.month = m.month::date
          and a.month >= (date_trunc('month', ${today}::timestamp) - ${ADMIN_MONTHS_FETCHED - 1}::int * interval '1 month')::date
        group by m.month order by m.month`,
  );
  return {
    dailyActiveUsers: daily.map((r) => ({ date: r.day, users: num(r.users) })),
    activeInPeriod: num(distinct?.users),
    monthlyActiveUsers: monthly.map((r) => ({ month: r.month, users: num(r.users) })),
  };
}

export async function searchTrends(db: AppDb, range: Range): Promise<SearchTrends> {
  const searches = sql`from analytics_events e
    where e.kind = 'user_action' and e.action = 'search' and ${inRange(range)}
      and coalesce(trim(e.metadata->>'query'), '') <> ''`;
  const [queries, types] = await Promise.all([
    rows<{ query: string; type: string; n: number }>(
      db,
      sql`select lower(trim(e.metadata->>'query')) as query,
            coalesce(e.metadata->>'searchType', 'general') as type, count(*)::int as n
          ${searches} group by 1, 2 order by n desc, query limit ${ADMIN_TOP_SEARCH_QUERIES}`,
    ),
    rows<{ type: string; n: number }>(
      db,
      sql`select coalesce(e.metadata->>'searchType', 'general') as type, count(*)::int as n
          ${searches} group by 1 order by n desc, type`,
    ),
  ]);
  return {
    searchQueries: queries.map((q) => ({ query: q.query, searchType: q.type, count: num(q.n) })),
    searchTypes: types.map((t) => ({ searchType: t.type, count: num(t.n) })),
  };
}

export async function skillFilters(db: AppDb, range: Range): Promise<SkillFiltersReply> {
  const found = await rows<{ skill: string; n: number }>(
    db,
    sql`select e.metadata->>'filterValue' as skill, count(*)::int as n from analytics_events e
        where e.kind = 'user_action' and e.action = 'filter' and ${inRange(range)}
          and e.metadata->>'filterType' = 'skill' and coalesce(e.metadata->>'filterValue', '') <> ''
        group by 1 order by n desc, skill limit ${ADMIN_TOP_SKILLS}`,
  );
  return found.map((r) => ({ skillFilter: r.skill, count: num(r.n) }));
}

export async function jobEngagement(db: AppDb, range: Range): Promise<JobEngagement> {
  const jobClick = sql`e.kind = 'user_action' and e.action = 'job_click' and ${inRange(range)}`;
  const [types, top] = await Promise.all([
    rows<{ type: string; n: number }>(
      db,
      sql`select coalesce(e.metadata->>'clickType', 'view') as type, count(*)::int as n
          from analytics_events e where ${jobClick} group by 1 order by n desc, type`,
    ),
    // Jobs that still exist: a deleted job's clicks stay in the counts by type, not in the list.
    rows<{ id: string; title: string; n: number }>(
      db,
      sql`select j.id::text as id, j.title, count(*)::int as n
          from analytics_events e join jobs j on j.id::text = e.target_id where ${jobClick}
          group by j.id, j.title order by n desc, j.id limit ${ADMIN_TOP_ENGAGED_JOBS}`,
    ),
  ]);
  return {
    engagementTypes: types.map((t) => ({ clickType: t.type, count: num(t.n) })),
    topJobs: top.map((j) => ({ jobId: j.id, jobTitle: j.title, totalEngagement: num(j.n) })),
  };
}

/** A day, in milliseconds: a longer view of one post is not a view duration. */
const VIEW_DURATION_MAX_MS = 24 * 60 * 60 * 1000;

/**
 * A number from an event's metadata (free-form jsonb: a batch event may carry anything there),
 * or null when it is not a JSON number between 0 and `max`, so that no member's odd value can
 * fail the cast or overflow the average.
 */
function metadataNumber(key: 'viewDuration' | 'selectionLength', max: number): SQL {
  const value = sql.raw(`(e.metadata->'${key}')`);
  // Nested: a CASE tests its branches in order, where AND may cast before testing the type.
  return sql`(case when jsonb_typeof(${value}) = 'number' then
    case when ${value}::numeric between 0 and ${max} then ${value}::float8 end end)`;
}

/** Durations arrive in milliseconds; the reply is in seconds. */
export async function postInteractions(db: AppDb, range: Range): Promise<PostInteractions> {
  const views = sql`from analytics_events e
    where e.kind = 'content_view' and e.target_type = 'post' and ${inRange(range)}`;
  const duration = metadataNumber('viewDuration', VIEW_DURATION_MAX_MS);
  const [[all], top] = await Promise.all([
    rows<{ n: number; avg: number | null }>(
      db,
      sql`select count(*)::int as n, avg(${duration}) as avg ${views}`,
    ),
    rows<{ id: string; n: number; avg: number | null }>(
      db,
      sql`select e.target_id as id, count(*)::int as n, avg(${duration}) as avg ${views}
          group by e.target_id order by n desc, e.target_id limit ${ADMIN_TOP_INTERACTION_POSTS}`,
    ),
  ]);
  const seconds = (ms: number | null | undefined) => Math.round(num(ms) / 100) / 10;
  return {
    totalInteractions: num(all?.n),
    averageViewDuration: seconds(all?.avg),
    topPosts: top.map((p) => ({
      contentId: p.id,
      totalViews: num(p.n),
      avgViewDuration: seconds(p.avg),
    })),
  };
}

const highlights = (range: Range) => sql`from analytics_events e
  where e.kind = 'text_highlight' and ${inRange(range)}`;

export async function highlightOverview(db: AppDb, range: Range): Promise<HighlightOverview> {
  const [[h], [v]] = await Promise.all([
    rows<{ n: number; users: number; avg: number | null }>(
      db,
      sql`select count(*)::int as n, count(distinct e.user_id)::int as users,
            avg(${metadataNumber('selectionLength', HIGHLIGHT_MAX_CHARS)}) as avg ${highlights(range)}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from analytics_events e
          where e.kind = 'content_view' and e.target_type = 'post' and ${inRange(range)}`,
    ),
  ]);
  const total = num(h?.n);
  const postViews = num(v?.n);
  return {
    totalHighlights: total,
    activeHighlighters: num(h?.users),
    avgSelectionLength: Math.round(num(h?.avg) * 10) / 10,
    highlightRate: postViews > 0 ? Math.round((total / postViews) * 1000) / 10 : 0,
  };
}

export async function highlightMethods(db: AppDb, range: Range): Promise<HighlightMethodsReply> {
  const found = await rows<{ method: string; n: number }>(
    db,
    sql`select e.metadata->>'method' as method, count(*)::int as n ${highlights(range)} group by 1`,
  );
  const total = found.reduce((sum, r) => sum + num(r.n), 0);
  return HIGHLIGHT_METHODS.map((method) => {
    const n = num(found.find((r) => r.method === method)?.n);
    return { method, percentage: total > 0 ? Math.round((n / total) * 1000) / 10 : 0 };
  });
}

export async function topHighlightedPosts(
  db: AppDb,
  range: Range,
): Promise<TopHighlightedPostsReply> {
  const found = await rows<{ id: string; title: string | null; users: number; n: number }>(
    db,
    sql`select h.target_id as id, ${postTitle('p')} as title, h.users, h.n from (
          select e.target_id, count(distinct e.user_id)::int as users, count(*)::int as n
          ${highlights(range)} group by e.target_id
          order by n desc, users desc, e.target_id limit ${ADMIN_TOP_HIGHLIGHTED_POSTS}
        ) h left join posts p on p.id::text = h.target_id order by h.n desc, h.users desc, h.target_id`,
  );
  return found.map((r) => ({
    postId: r.id,
    postTitle: r.title,
    uniqueUsers: num(r.users),
    highlights: num(r.n),
  }));
}

/** Highlighted passages, one per snippet hash: the most highlighted (`count`) or the ones the
 * most members highlighted (`users`). */
export async function highlightSnippets(
  db: AppDb,
  range: Range,
  limit: number,
  order: 'count' | 'users',
): Promise<HighlightSnippetsReply> {
  const by = order === 'count' ? sql`n desc, users desc` : sql`users desc, n desc`;
  const found = await rows<{
    type: string;
    ids: string[];
    text: string;
    users: number;
    n: number;
    last: string;
    methods: string[];
  }>(
    db,
    sql`select min(e.target_type) as type, array_agg(distinct e.target_id) as ids,
          min(e.metadata->>'selectedText') as text, count(distinct e.user_id)::int as users,
          count(*)::int as n, max(e.created_at) as last,
          array_agg(distinct e.metadata->>'method') as methods
        ${highlights(range)} and e.metadata ? 'snippetHash'
        group by e.metadata->>'snippetHash' order by ${by}, last desc limit ${limit}`,
  );
  return found.map((r) => ({
    contentType: r.type,
    contentIds: r.ids ?? [],
    selectedText: r.text,
    uniqueUsers: num(r.users),
    count: num(r.n),
    lastHighlighted: iso(r.last),
    methods: (r.methods ?? []).filter(Boolean),
  }));
}

/** Gigs posted in the range and what came of them: applications, gigs filled (an accepted
 * application), the median hours from posting to the first acceptance, and accepted
 * applications across class years or majors. */
export async function collaboration(db: AppDb, range: Range): Promise<CollaborationStats> {
  const [r] = await rows<{
    posted: number;
    applications: number;
    filled: number;
    median: number | null;
    cross_year: number;
    cross_major: number;
  }>(
    db,
    sql`with posted as (
          select j.id, j.created_at, j.author_id from jobs j
          where j.created_at >= ${range.from.toISOString()}::timestamptz
            and j.created_at < ${range.to.toISOString()}::timestamptz
        ),
        apps as (select a.* from applications a join posted p on p.id = a.job_id),
        accepted as (
          select a.job_id, a.applicant_id, a.updated_at, p.author_id, p.created_at as posted_at
          from apps a join posted p on p.id = a.job_id where a.status = 'accepted'
        ),
        first_fill as (
          select job_id, extract(epoch from (min(updated_at) - min(posted_at))) / 3600 as hours
          from accepted group by job_id
        )
        select (select count(*) from posted)::int as posted,
          (select count(*) from apps)::int as applications,
          (select count(*) from first_fill)::int as filled,
          (select percentile_cont(0.5) within group (order by hours) from first_fill) as median,
          (select count(*) from accepted c join users au on au.id = c.author_id
             join users ap on ap.id = c.applicant_id
             where au.graduation_year is distinct from ap.graduation_year)::int as cross_year,
          (select count(*) from accepted c join users au on au.id = c.author_id
             join users ap on ap.id = c.applicant_id
             where lower(coalesce(au.major, '')) <> lower(coalesce(ap.major, '')))::int as cross_major`,
  );
  const median = r?.median === null || r?.median === undefined ? null : Number(r.median);
  return {
    gigsPosted: num(r?.posted),
    applications: num(r?.applications),
    gigsFilled: num(r?.filled),
    medianHoursToFill: median === null ? null : Math.max(0, Math.round(median * 10) / 10),
    crossYearCollaborations: num(r?.cross_year),
    crossMajorCollaborations: num(r?.cross_major),
  };
}
