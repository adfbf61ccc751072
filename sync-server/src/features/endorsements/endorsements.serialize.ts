// The one serialisation of an endorsement for replies (REST and sync pull).
import type { SkillEndorsement } from '@greenroom/shared-model/schemas/endorsements';
import type { SkillEndorsementRow } from './endorsements.repo';

export function toSkillEndorsement(row: SkillEndorsementRow): SkillEndorsement {
  return {
    id: row.id,
    userId: row.userId,
    skill: row.skill,
    endorserId: row.endorserId,
    createdAt: row.createdAt.toISOString(),
  };
}
