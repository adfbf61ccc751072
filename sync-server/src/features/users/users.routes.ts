// PUT /api/users/profile, GET /api/users/{id} (spec part 1 §5, §7).
import { Id } from '@greenroom/shared-model/schemas/common';
import { UpdateProfileBody } from '@greenroom/shared-model/schemas/users';
import { PROFILE_TEXTS } from '@greenroom/shared-model/texts';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { validateJson } from '../../http/validate';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { findUserById, type ProfilePatch, updateProfile } from './users.repo';
import { toCurrentUser, toUser } from './users.serialize';

export function usersRoutes(services: AppServices) {
  const { env } = services;
  const app = new Hono<HonoEnv>();

  // Literal paths first: they would also match /:id.
  app.put('/profile', requireUser, validateJson(UpdateProfileBody), async (c) => {
    const body = c.req.valid('json');
    const me = c.var.user;
    // Only the fields present are written, so two devices editing different fields both win.
    const patch: ProfilePatch = {};
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined) (patch as Record<string, unknown>)[key] = value;
    }
    if (Object.keys(patch).length === 0) return c.json(toCurrentUser(me, env));
    const updated = await updateProfile(c.var.db, me.id, patch);
    if (!updated) return jsonError(c, 404, PROFILE_TEXTS.userNotFound);
    return c.json(toCurrentUser(updated, env));
  });

  app.get('/:id', requireUser, async (c) => {
    const id = Id.safeParse(c.req.param('id'));
    const user = id.success ? await findUserById(c.var.db, id.data) : undefined;
    if (!user) return jsonError(c, 404, PROFILE_TEXTS.userNotFound);
    return c.json(toUser(user, env));
  });

  return app;
}
