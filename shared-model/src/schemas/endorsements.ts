// Skill endorsements (#34): a connection vouches for a skill on a member's profile.
import { z } from 'zod';
import { SHORT_TEXT_MAX_LENGTH } from '../constants';
import { Id, Timestamp, text } from './common';
import { mutation } from './mutation-def';
import { UserSummary } from './users';

/** An endorsement I gave or received (replicated entity 'skillEndorsement'). */
export const SkillEndorsement = z.object({
  /** Derived from the member, the skill and the endorser (rows/endorsements.ts). */
  id: Id,
  userId: Id,
  skill: z.string(),
  endorserId: Id,
  createdAt: Timestamp,
});
export type SkillEndorsement = z.infer<typeof SkillEndorsement>;

/** A skill's name as a body field or a path part. */
export const SkillName = text('Choose a skill to endorse')
  .trim()
  .min(1, 'Choose a skill to endorse')
  .max(SHORT_TEXT_MAX_LENGTH, 'Choose a skill to endorse');

/** POST /api/users/{id}/endorsements */
const EndorseBody = z.object({ skill: SkillName });

/**
 * GET /api/users/{id}/endorsements: per skill of the member, how many endorse it and who (members
 * who worked with the member first, marked), without members a block stands between with the
 * reader; `count` includes them.
 */
export const SkillEndorsements = z.object({
  skills: z.array(
    z.object({
      skill: z.string(),
      count: z.number().int().min(0),
      endorsers: z.array(z.object({ member: UserSummary, workedTogether: z.boolean() })),
    }),
  ),
});
export type SkillEndorsements = z.infer<typeof SkillEndorsements>;

/** The endorsement writes of the outbox (see mutations.ts). */
export const EndorsementMutations = {
  endorseSkill: mutation('POST', '/api/users/:id/endorsements', EndorseBody),
  unendorseSkill: mutation('DELETE', '/api/users/:id/endorsements/:skill'),
} as const;
