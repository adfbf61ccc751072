// GET /api/users/search (spec part 1 §7; ADR 013): every typed word must match the member's
// names, skills, school, major or bio as a word or word prefix (full-text search); when that
// finds too few, a typed word may also be a close known word (trigrams over `search_terms`).
// Names rank above skills, school and major, above the bio.
// Filters narrow the list; without words it is ordered by name. With a skill filter, `sort=
// endorsements` puts the members whose skill most connections endorsed first (ADR 042).
import { SKILLS } from '@greenroom/shared-model/catalogues';
import type { UserSearchQuery } from '@greenroom/shared-model/schemas/users';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';
import { type UserRow, users } from '../../db/schema/users';
import { visibleTo } from '../privacy/blocks.repo';

const USER_SEARCH_LIMIT = 50;
/** Trigram similarity at which a known word stands in for a typed one. */
const TYPO_THRESHOLD = 0.3;
/** How many known words may stand in for one typed word. */
const TYPO_ALTERNATIVES = 3;
const MAX_WORDS = 8;

const searchDoc = sql`${users}.search_doc`;

/** The words of a query: letters and digits only (safe inside to_tsquery), lower case. */
function searchWords(q: string | undefined): string[] {
  return (q ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** The skill as the catalogue spells it, or as typed. */
function skillOf(query: UserSearchQuery): string | undefined {
  if (!query.skill) return undefined;
  return SKILLS.find((s) => s.toLowerCase() === query.skill!.toLowerCase()) ?? query.skill;
}

/** Most endorsed for the filtered skill first, when the query asks (none: no ordering). */
function endorsedFirst(query: UserSearchQuery): SQL[] {
  const skill = skillOf(query);
  if (query.sort !== 'endorsements' || !skill) return [];
  return [
    sql`(select count(*) from skill_endorsements e
          where e.user_id = ${users.id} and lower(e.skill) = lower(${skill})) desc`,
  ];
}

function filtersOf(query: UserSearchQuery, me: string): SQL[] {
  // Accounts whose e-mail is not verified are nobody's to find yet (ADR 023).
  const where: SQL[] = [
    sql`${users.id} <> ${me}`,
    eq(users.isSuspended, false),
    eq(users.isVerified, true),
    visibleTo(me, users.id),
  ];
  if (query.skill) {
    const known = SKILLS.find((s) => s.toLowerCase() === query.skill!.toLowerCase());
    where.push(
      known
        ? sql`${users.skills} @> array[${known}]::text[]`
        : sql`exists (select 1 from unnest(${users.skills}) s where lower(s) = lower(${query.skill}))`,
    );
  }
  if (query.gradYear) where.push(eq(users.graduationYear, query.gradYear));
  if (query.school) where.push(eq(users.school, query.school));
  if (query.major) where.push(sql`lower(${users.major}) = lower(${query.major})`);
  return where;
}

export async function searchUsers(
  db: AppDb,
  query: UserSearchQuery,
  me: string,
): Promise<UserRow[]> {
  const words = searchWords(query.q);
  const where = filtersOf(query, me);
  if (words.length === 0) {
    const rows = await db
      .select()
      .from(users)
      .where(and(...where))
      .orderBy(...endorsedFirst(query), users.firstName, users.lastName, users.id)
      .limit(USER_SEARCH_LIMIT);
    return rows;
  }
  const order = endorsedFirst(query);
  const byWords = await wordMatches(db, words, where, order);
  if (byWords.length >= USER_SEARCH_LIMIT) return byWords;
  const found = byWords.map((u) => u.id);
  const byTypos = await typoMatches(
    db,
    words,
    where,
    order,
    found,
    USER_SEARCH_LIMIT - byWords.length,
  );
  return [...byWords, ...byTypos];
}

/** Every word as a word or a word prefix: names first (weight A), the bio last (D). */
async function wordMatches(
  db: AppDb,
  words: string[],
  where: SQL[],
  order: SQL[],
): Promise<UserRow[]> {
  const query = sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`;
  return db
    .select()
    .from(users)
    .where(and(...where, sql`${searchDoc} @@ ${query}`))
    .orderBy(
      ...order,
      sql`ts_rank(${searchDoc}, ${query}) desc`,
      users.firstName,
      users.lastName,
      users.id,
    )
    .limit(USER_SEARCH_LIMIT);
}

/**
 * When words alone find too few: each word may also be one of the closest known words
 * (`search_terms`, trigram similarity), so "cinematgraphy" finds Cinematography.
 */
async function typoMatches(
  db: AppDb,
  words: string[],
  where: SQL[],
  order: SQL[],
  exclude: string[],
  limit: number,
): Promise<UserRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`,
    );
    const alternatives: string[] = [];
    for (const w of words) {
      const close = await queryRows<{ term: string }>(
        tx,
        sql`select term from search_terms where term % ${w}
          order by similarity(term, ${w}) desc, term limit ${TYPO_ALTERNATIVES}`,
      );
      alternatives.push(`(${[`${w}:*`, ...close.map((c) => c.term)].join(' | ')})`);
    }
    const query = sql`to_tsquery('simple', ${alternatives.join(' & ')})`;
    const notFound = exclude.length
      ? [
          sql`${users.id} not in (${sql.join(
            exclude.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ]
      : [];
    return tx
      .select()
      .from(users)
      .where(and(...where, ...notFound, sql`${searchDoc} @@ ${query}`))
      .orderBy(
        ...order,
        sql`ts_rank(${searchDoc}, ${query}) desc`,
        users.firstName,
        users.lastName,
        users.id,
      )
      .limit(limit);
  });
}
