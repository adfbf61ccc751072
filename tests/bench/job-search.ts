// jobs.*: GET /api/jobs/search over HTTP against the real server with 10,000 jobs seeded by SQL
// (varied titles, descriptions, locations, skills, payment types, target schools and authors):
// p50 and p95 over a mix of word, skill, school, major and paid searches (budget p95 ≤ 50 ms).
import { performance } from 'node:perf_hooks';
import { SCHOOL_NAMES, SKILLS } from '@greenroom/shared-model/catalogues';
import type postgres from 'postgres';
import type { Member } from '../sync/support/member-http';
import { figure, info, percentile } from './figures';
import { timeQueries } from './query-timing';

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const ROUNDS = 4;

const ROLES = [
  'Gaffer',
  'Editor',
  'Colorist',
  'Boom operator',
  'Choreographer',
  'Composer',
  'Animator',
  'Set designer',
  'Stage manager',
  'Photographer',
  'Sound mixer',
  'Dancer',
];
const PLACES = [
  'Brooklyn',
  'Queens',
  'Manhattan',
  'Bronx',
  'Remote',
  'Jersey City',
  'Harlem',
  'Bushwick',
];
const WORDS = [
  'thesis',
  'short film',
  'music video',
  'documentary',
  'festival',
  'showcase',
  'web series',
  'stage play',
  'installation',
  'podcast',
  'commercial',
  'opera',
];
const PAYMENT = ['paid', 'unpaid', 'credit'];
const MAJORS = [
  'Film and Television',
  'Dance',
  'Drama',
  'Photography and Imaging',
  'Recorded Music',
  'Game Design',
];

const QUERIES: Record<string, string>[] = [
  { q: 'gaffer' },
  { q: 'gaffer brooklyn' },
  { q: 'documentary' },
  { q: 'festival weekends' },
  { skills: 'Lighting' },
  { skills: 'Editing,Color Grading,Sound Design' },
  { paid: 'paid' },
  { q: 'editor', paid: 'unpaid-credit' },
  { school: 'Tisch School of the Arts' },
  { major: 'Dance' },
  { q: 'remote', skills: 'Animation', school: 'Tisch School of the Arts' },
  { q: 'zzzz nothing matches' },
];

async function seed(sql: postgres.Sql): Promise<void> {
  const tag = Date.now().toString(36);
  const authors = await sql<{ id: string }[]>`
    insert into users (email, is_verified, first_name, last_name, major)
    select 'jobauthor' || g || '.' || ${tag} || '@nyu.edu', true, 'Author', 'No' || g, (${MAJORS}::text[])[1 + g % ${MAJORS.length}]
    from generate_series(1, 200) as g
    returning id`;
  const ids = authors.map((a) => a.id);
  await sql`
    insert into jobs (author_id, title, description, location, payment_type, skills, target_school, created_at)
    select (${ids}::uuid[])[1 + g % ${ids.length}],
      (${ROLES}::text[])[1 + g % ${ROLES.length}] || ' for a ' || (${WORDS}::text[])[1 + (g * 7) % ${WORDS.length}],
      'We are making a ' || (${WORDS}::text[])[1 + (g * 3) % ${WORDS.length}] || ' and need help with ' || (${WORDS}::text[])[1 + (g * 5) % ${WORDS.length}] || '. Two weekends, snacks provided.',
      (${PLACES}::text[])[1 + (g * 5) % ${PLACES.length}],
      (${PAYMENT}::text[])[1 + g % 3],
      array[(${SKILLS}::text[])[1 + g % ${SKILLS.length}], (${SKILLS}::text[])[1 + (g * 11) % ${SKILLS.length}]],
      case when g % 3 = 0 then 'all' else (${SCHOOL_NAMES}::text[])[1 + g % ${SCHOOL_NAMES.length}] end,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${JOBS}) as g`;
  await sql`analyze jobs`;
  await sql`analyze users`;
}

export async function benchJobSearch(baseUrl: string, sql: postgres.Sql, member: Member) {
  const seeded = performance.now();
  await seed(sql);
  info(`seeded ${JOBS} jobs in ${Math.round(performance.now() - seeded)} ms`);
  const { times, counts } = await timeQueries(
    member,
    (query) => `${baseUrl}/api/jobs/search?${new URLSearchParams(query)}`,
    QUERIES,
    ROUNDS,
  );
  figure(
    'jobs.search_p50',
    percentile(times, 50),
    'ms',
    50,
    `${JOBS} jobs, ${times.length} searches`,
  );
  figure(
    'jobs.search_p95',
    percentile(times, 95),
    'ms',
    50,
    `results of the first queries: ${counts.join(', ')}`,
  );
}
