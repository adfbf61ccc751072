// GET /api/users/{id} (spec part 1 §7). PUT /api/users/profile is a mutator (users.mutators.ts).
import { Id, IdParam } from '@greenroom/shared-model/schemas/common';
import { UserSearchQuery, type UserSearchReply } from '@greenroom/shared-model/schemas/users';
import { PROFILE_TEXTS } from '@greenroom/shared-model/texts';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import { validateQuery } from '../../http/validate';
import { errorData } from '../../logger';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { collaborationCounts } from '../collaborations/collaborations.repo';
import { loadViewer } from '../privacy/viewer';
import { recordProfileView } from '../profile-views/record-view';
import { trendingSkills } from './trending-skills';
import { findUserById } from './users.repo';
import { toUserFor } from './users.serialize';
import { searchUsers } from './users-search';

export function usersRoutes(services: AppServices) {
  const { env, logger } = services;
  const app = new Hono<HonoEnv>();

  app.get('/search', requireUser, validateQuery(UserSearchQuery), async (c) => {
    const rows = await searchUsers(c.var.db, c.req.valid('query'), c.var.user!.id);
    const viewer = await loadViewer(c.var.db, c.var.user!, env);
    const counts = await collaborationCounts(
      c.var.db,
      rows.map((row) => row.id),
    );
    return c.json(
      rows.map((row) => ({
        ...toUserFor(row, env, viewer),
        collaborationCount: counts.get(row.id) ?? 0,
      })) satisfies UserSearchReply,
    );
  });

  app.get('/trending-skills', requireUser, declareInput(), async (c) =>
    c.json(await trendingSkills(c.var.db)),
  );

  app.get('/:id', declareInput({ param: IdParam }), requireUser, async (c) => {
    const id = Id.safeParse(c.req.param('id'));
    const user = id.success ? await findUserById(c.var.db, id.data) : undefined;
    // An account whose e-mail is not verified is not shown to others yet (ADR 023).
    const unverified = !user?.isVerified && user?.id !== c.var.user!.id;
    if (!user || user.deletedAt || unverified) return jsonError(c, 404, PROFILE_TEXTS.userNotFound);
    const viewer = await loadViewer(c.var.db, c.var.user!, env);
    // A block either way: the profile is not there for either of them (nobody is told).
    if (viewer.hidden.has(user.id)) return jsonError(c, 404, PROFILE_TEXTS.userNotFound);
    await recordProfileView(c.var.db, c.var.user!, user, new Date()).catch((err) =>
      logger.error('profile view not recorded', errorData(err)),
    );
    return c.json(toUserFor(user, env, viewer));
  });

  return app;
}
