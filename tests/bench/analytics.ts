// analytics.*: the admin's analytics reads over HTTP against the real server with 1,000,000 usage
// events seeded by SQL over the last year (page views of 14 pages, clicks, searches, filters, job
// clicks, post and job content views with durations, text highlights) from 2,000 members, and
// their daily activity rows. Reports p50/p95 per read (overview and user activity are the ones
// the issue names). The issue sets no budget; ours: a dashboard card within 200 ms at p95.
import { performance } from 'node:perf_hooks';
import type postgres from 'postgres';
import type { Member } from '../sync/support/member-http';
import { figure, info, percentile } from './figures';

const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 1_000_000);
const MEMBERS = 2_000;
const ROUNDS = 6;
const BUDGET_MS = 200;

const READS = [
  'overview',
  'user-activity?timeFrame=30',
  'user-activity?timeFrame=90',
  'page-views',
  'popular-content',
  'search-trends?timeFrame=30',
  'job-engagement?timeFrame=30',
  'post-interactions?timeFrame=30',
  'job-details',
  'text-highlighting/overview',
  'text-highlighting/unique',
  'collaboration?timeFrame=90',
];

async function seed(sql: postgres.Sql): Promise<void> {
  const tag = Date.now().toString(36);
  const members = await sql<{ id: string }[]>`
    insert into users (email, is_verified, first_name, last_name)
    select 'analytics' || g || '.' || ${tag} || '@nyu.edu', true, 'Member', 'No' || g
    from generate_series(1, ${MEMBERS}) as g returning id`;
  const ids = members.map((m) => m.id);
  const posts = await sql<{ id: string }[]>`
    insert into posts (author_id, content)
    select (${ids}::uuid[])[1 + g % ${ids.length}], 'Bench post ' || g || E'\nmore text'
    from generate_series(1, 2000) as g returning id`;
  const jobs = await sql<{ id: string }[]>`
    insert into jobs (author_id, title, description)
    select (${ids}::uuid[])[1 + g % ${ids.length}], 'Bench job ' || g, 'Two nights'
    from generate_series(1, 1000) as g returning id`;
  const postIds = posts.map((p) => p.id);
  const jobIds = jobs.map((j) => j.id);
  const pages = [
    'home',
    'jobs',
    'job',
    'discover',
    'profile',
    'settings',
    'post',
    'event',
    'admin',
    'applicants',
    'application',
    'connections',
    'auth',
    'landing',
  ];
  await sql`
    insert into analytics_events (user_id, kind, action, page, target_type, target_id, metadata, created_at)
    select (${ids}::uuid[])[(1 + (g::bigint * 7919) % ${ids.length})::int],
      case when g % 10 < 5 then 'user_action' when g % 10 < 8 then 'content_view' when g % 10 = 8 then 'text_highlight' else 'user_action' end,
      case when g % 10 < 3 then 'page_view' when g % 10 = 3 then 'click' when g % 10 = 4 then 'search'
           when g % 10 = 9 then (case when g % 3 = 0 then 'filter' else 'job_click' end) else null end,
      (${pages}::text[])[1 + g % ${pages.length}],
      case when g % 10 between 5 and 6 then 'post' when g % 10 = 7 then 'job' when g % 10 = 8 then 'post'
           when g % 10 = 9 and g % 3 <> 0 then 'job' else null end,
      case when g % 10 in (5, 6, 8) then (${postIds}::text[])[1 + g % ${postIds.length}]
           when g % 10 = 7 or (g % 10 = 9 and g % 3 <> 0) then (${jobIds}::text[])[1 + g % ${jobIds.length}] else null end,
      case when g % 10 = 4 then jsonb_build_object('query', 'query ' || (g % 300), 'searchType', case when g % 2 = 0 then 'users' else 'jobs' end)
           when g % 10 in (5, 6, 7) then jsonb_build_object('viewDuration', 500 + g % 20000, 'scrollDepth', g % 100)
           when g % 10 = 8 then jsonb_build_object('snippetHash', md5((g % 5000)::text) || md5((g % 5000)::text), 'selectedText', 'snippet ' || (g % 5000), 'selectionLength', 8 + g % 200, 'method', case when g % 4 = 0 then 'touch' else 'mouse' end)
           when g % 10 = 9 and g % 3 = 0 then jsonb_build_object('filterType', 'skill', 'filterValue', 'Skill ' || (g % 40))
           when g % 10 = 9 then jsonb_build_object('clickType', case when g % 2 = 0 then 'view' else 'apply' end)
           else '{}'::jsonb end,
      now() - ((g::float8 / ${EVENTS}) * interval '365 days')
    from generate_series(1, ${EVENTS}) as g`;
  await sql`
    insert into analytics_daily_users (day, user_id)
    select distinct (created_at at time zone 'UTC')::date, user_id from analytics_events
    where user_id is not null on conflict do nothing`;
  await sql`
    insert into analytics_monthly_users (month, user_id)
    select distinct date_trunc('month', day)::date, user_id from analytics_daily_users
    on conflict do nothing`;
  await sql`analyze analytics_events`;
  await sql`analyze analytics_monthly_users`;
  await sql`analyze analytics_daily_users`;
}

export async function benchAnalytics(baseUrl: string, sql: postgres.Sql, admin: Member) {
  await sql`update users set is_admin = true where id = ${admin.user.id}`;
  const seeded = performance.now();
  await seed(sql);
  info(`seeded ${EVENTS} analytics events in ${Math.round(performance.now() - seeded)} ms`);
  for (const read of READS) {
    const url = `${baseUrl}/api/admin/analytics/${read}`;
    const call = async () => {
      const started = performance.now();
      const res = await admin.fetch(url, {});
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      return performance.now() - started;
    };
    await call();
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) times.push(await call());
    const name = read.replace(/\?.*$/, '').replace(/[/-]/g, '_');
    const frame = read.includes('?') ? ` (${read.split('?')[1]})` : '';
    figure(
      `analytics.${name}_p50`,
      percentile(times, 50),
      'ms',
      BUDGET_MS,
      `${EVENTS} events${frame}`,
    );
    figure(
      `analytics.${name}_p95`,
      percentile(times, 95),
      'ms',
      BUDGET_MS,
      `${EVENTS} events${frame}`,
    );
  }
}
