// Trending Skills of the home sidebar (spec part 2 §2): the skills most members list, counted
// once per member and case-insensitively, shown in their most common spelling. Suspended and
// deleted accounts do not count.
import { TRENDING_SKILLS_COUNT } from '@greenroom/shared-model/constants';
import type { TrendingSkillsReply } from '@greenroom/shared-model/schemas/users';
import { sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';

export async function trendingSkills(
  db: AppDb,
  limit = TRENDING_SKILLS_COUNT,
): Promise<TrendingSkillsReply> {
  const rows = await queryRows<{ skill: string; count: number }>(
    db,
    sql`
    with member_skills as (
      select distinct u.id as user_id, lower(trim(s)) as skill_key, trim(s) as spelling
      from users u, unnest(u.skills) as s
      where not u.is_suspended and u.deleted_at is null and trim(s) <> ''
    ),
    spellings as (
      select skill_key, spelling, count(*) as uses,
        row_number() over (partition by skill_key order by count(*) desc, spelling) as rank
      from member_skills group by skill_key, spelling
    )
    select sp.spelling as skill, count(distinct ms.user_id)::int as count
    from member_skills ms join spellings sp on sp.skill_key = ms.skill_key and sp.rank = 1
    group by sp.skill_key, sp.spelling
    order by count desc, sp.spelling
    limit ${limit}`,
  );
  return rows.map((r) => ({ skill: r.skill, count: Number(r.count) }));
}
