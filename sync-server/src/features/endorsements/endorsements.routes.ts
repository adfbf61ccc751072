// Who endorses a member's skills: GET /api/users/{id}/endorsements (the profile's skills card).
// The writes are mutators (endorsements.mutators.ts).
import { IdParam } from '@greenroom/shared-model/schemas/common';
import type { SkillEndorsements } from '@greenroom/shared-model/schemas/endorsements';
import { PROFILE_TEXTS } from '@greenroom/shared-model/texts';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import { idOf } from '../../mutators/path-id';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { loadViewer } from '../privacy/viewer';
import { findUserById } from '../users/users.repo';
import { toUserSummary } from '../users/users.serialize';
import { endorsementsOf, workedWith } from './endorsements.repo';

export function endorsementsRoutes(services: AppServices) {
  const { env } = services;
  const app = new Hono<HonoEnv>();

  app.get('/:id/endorsements', declareInput({ param: IdParam }), requireUser, async (c) => {
    const id = idOf(c.req.param('id'));
    const me = c.var.user!;
    const member = id ? await findUserById(c.var.db, id) : undefined;
    const viewer = await loadViewer(c.var.db, me, env);
    const unverified = !member?.isVerified && member?.id !== me.id;
    if (!member || member.deletedAt || unverified || viewer.hidden.has(member.id)) {
      return jsonError(c, 404, PROFILE_TEXTS.userNotFound);
    }
    const [rows, together] = await Promise.all([
      endorsementsOf(c.var.db, member.id, member.skills),
      workedWith(c.var.db, member.id),
    ]);
    const reply: SkillEndorsements = {
      skills: member.skills.map((skill) => {
        const mine = rows.filter((r) => r.endorsement.skill === skill);
        const endorsers = mine
          .filter((r) => !viewer.hidden.has(r.endorser.id) && !r.endorser.deletedAt)
          .map((r) => ({
            member: toUserSummary(r.endorser, env),
            workedTogether: together.has(r.endorser.id),
          }))
          // Members who worked with them first; newest first within each (a stable sort).
          .sort((a, b) => Number(b.workedTogether) - Number(a.workedTogether));
        return { skill, count: mine.length, endorsers };
      }),
    };
    return c.json(reply);
  });

  return app;
}
