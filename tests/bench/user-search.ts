// search.*: GET /api/users/search over HTTP against the real server with 50,000 members seeded
// by SQL (varied names, skills, schools, majors and bios): p50 and p95 over a mix of name,
// prefix, typo, skill-filter and word+filter searches (budget p95 ≤ 50 ms).
import { performance } from 'node:perf_hooks';
import { SCHOOLS, SKILLS } from '@greenroom/shared-model/catalogues';
import type postgres from 'postgres';
import type { Member } from '../sync/support/member-http';
import { figure, info, percentile } from './figures';
import { timeQueries } from './query-timing';

const MEMBERS = Number(process.env.BENCH_SEARCH_MEMBERS ?? 50_000);
const ROUNDS = 4;

const FIRST = [
  'Ana',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Felix',
  'Grace',
  'Hugo',
  'Ines',
  'Jonah',
  'Kai',
  'Lena',
  'Maria',
  'Nico',
  'Olga',
  'Pia',
  'Quinn',
  'Rosa',
  'Sami',
  'Theo',
  'Uma',
  'Vera',
  'Wes',
  'Xena',
  'Yara',
  'Zoe',
  'Amir',
  'Bea',
  'Cyrus',
  'Dana',
  'Emil',
  'Farah',
  'Gus',
  'Hana',
  'Ivo',
  'June',
  'Kofi',
  'Lior',
  'Mina',
  'Noor',
];
const LAST = [
  'Lima',
  'Okafor',
  'Nakamura',
  'Rossi',
  'Schmidt',
  'Haddad',
  'Kowalski',
  'Moreau',
  'Silva',
  'Novak',
  'Park',
  'Quill',
  'Reyes',
  'Sato',
  'Tanaka',
  'Varga',
  'Weiss',
  'Young',
  'Zhang',
  'Abara',
  'Byrne',
  'Costa',
  'Duarte',
  'Eriksen',
  'Fischer',
  'Gomez',
  'Horvat',
  'Ivanova',
  'Jensen',
  'Khan',
];
const WORDS = [
  'night',
  'exteriors',
  'documentary',
  'sound',
  'stage',
  'light',
  'music',
  'dance',
  'camera',
  'story',
  'actor',
  'voice',
  'animation',
  'games',
  'theatre',
  'poetry',
  'studio',
  'score',
  'festival',
  'thesis',
  'short',
  'film',
  'color',
  'editing',
  'design',
  'costume',
  'puppets',
  'choir',
  'jazz',
  'opera',
];

const MAJORS = SCHOOLS.flatMap((s) => s.programs.map((p) => [s.name, p] as const));

const QUERIES: Record<string, string>[] = [
  { q: 'maria' },
  { q: 'lima' },
  { q: 'cinemat' },
  { q: 'cinematgraphy' },
  { q: 'jonah quill' },
  { q: 'documentary' },
  { skill: 'Editing' },
  { skill: 'Sound Design', gradYear: '2027' },
  { q: 'ana', school: 'Tisch School of the Arts' },
  { q: 'festival score', major: 'Recorded Music' },
  { q: 'dnace' },
  { q: 'grace moreau' },
];

async function seed(sql: postgres.Sql): Promise<void> {
  const tag = Date.now().toString(36);
  await sql`
    insert into users (email, is_verified, first_name, last_name, school, major, graduation_year, skills, bio)
    select 'search' || g || '.' || ${tag} || '@nyu.edu', true,
      (${FIRST}::text[])[1 + g % ${FIRST.length}],
      (${LAST}::text[])[1 + (g / ${FIRST.length}) % ${LAST.length}],
      (${MAJORS.map((m) => m[0])}::text[])[1 + g % ${MAJORS.length}],
      (${MAJORS.map((m) => m[1])}::text[])[1 + g % ${MAJORS.length}],
      2024 + g % 8,
      array[(${SKILLS}::text[])[1 + g % ${SKILLS.length}], (${SKILLS}::text[])[1 + (g * 7) % ${SKILLS.length}], (${SKILLS}::text[])[1 + (g * 13) % ${SKILLS.length}]],
      (${WORDS}::text[])[1 + g % ${WORDS.length}] || ' ' || (${WORDS}::text[])[1 + (g * 3) % ${WORDS.length}] || ' and ' || (${WORDS}::text[])[1 + (g * 11) % ${WORDS.length}]
    from generate_series(1, ${MEMBERS}) as g`;
  await sql`analyze users`;
}

export async function benchUserSearch(baseUrl: string, sql: postgres.Sql, member: Member) {
  const seeded = performance.now();
  await seed(sql);
  info(`seeded ${MEMBERS} members in ${Math.round(performance.now() - seeded)} ms`);
  const { times, counts } = await timeQueries(
    member,
    (query) => `${baseUrl}/api/users/search?${new URLSearchParams(query)}`,
    QUERIES,
    ROUNDS,
  );
  figure(
    'search.p50',
    percentile(times, 50),
    'ms',
    50,
    `${MEMBERS} members, ${times.length} searches`,
  );
  figure(
    'search.p95',
    percentile(times, 95),
    'ms',
    50,
    `results of the first queries: ${counts.join(', ')}`,
  );
}
