// Skill endorsements (#34): POST /api/users/{id}/endorsements {skill} and DELETE
// /api/users/{id}/endorsements/{skill}. Only a connection endorses, only a skill on the profile;
// the member hears of it in one grouped notification per skill.
import { ENDORSEMENT_TEXTS, endorsementText } from '@greenroom/shared-model/endorsement-texts';
import { SkillName } from '@greenroom/shared-model/schemas/endorsements';
import { PROFILE_TEXTS } from '@greenroom/shared-model/texts';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { notify } from '../notifications/notify';
import { loadViewer } from '../privacy/viewer';
import { findUserById } from '../users/users.repo';
import { endorse, endorsersOfSkill, withdrawEndorsement } from './endorsements.repo';
import { toSkillEndorsement } from './endorsements.serialize';

const endorseSkillMutator = defineMutator('endorseSkill', {
  limit: 'endorsements',
  async run({ db, actor, params, body, env, now }) {
    const id = idOf(params.id);
    if (id === actor.id) return refuse(403, ENDORSEMENT_TEXTS.cannotEndorseSelf);
    const member = id ? await findUserById(db, id) : undefined;
    const viewer = await loadViewer(db, actor, env);
    if (!member || member.deletedAt || !member.isVerified || viewer.hidden.has(member.id)) {
      return refuse(404, PROFILE_TEXTS.userNotFound);
    }
    if (!viewer.connections.has(member.id)) return refuse(403, ENDORSEMENT_TEXTS.onlyConnections);
    if (!member.skills.includes(body.skill)) return refuse(422, ENDORSEMENT_TEXTS.notOnProfile);
    const { endorsement, created } = await endorse(db, member.id, body.skill, actor.id, now);
    if (created) {
      const others = (await endorsersOfSkill(db, member.id, body.skill)) - 1;
      await notify(db, {
        recipientId: member.id,
        actorId: actor.id,
        type: 'skill_endorsement',
        title: ENDORSEMENT_TEXTS.title,
        message: endorsementText(`${actor.firstName} ${actor.lastName}`.trim(), others, body.skill),
        data: { endorserId: actor.id, skill: body.skill },
        group: `endorsement:${body.skill}`,
      });
    }
    return reply(toSkillEndorsement(endorsement), created ? 201 : 200);
  },
});

const unendorseSkillMutator = defineMutator('unendorseSkill', {
  async run({ db, actor, params }) {
    const id = idOf(params.id);
    if (!id) return refuse(404, PROFILE_TEXTS.userNotFound);
    const skill = SkillName.safeParse(params.skill ?? '');
    if (!skill.success) return refuse(400, skill.error.issues[0]!.message);
    // Taking back an endorsement that is gone, or was never given, leaves the same state.
    await withdrawEndorsement(db, id, skill.data, actor.id);
    return reply({ ok: true as const });
  },
});

export const ENDORSEMENT_MUTATORS = [endorseSkillMutator, unendorseSkillMutator];
