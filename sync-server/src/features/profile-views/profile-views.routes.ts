// GET /api/profile-views/stats/{userId} and /recent/{userId}?limit= (spec part 2 §7 "Sidebar"):
// a member's own figures only; anyone else's answer 403. A member who hides views sees none.
import { IdParam } from '@greenroom/shared-model/schemas/common';
import {
  type ProfileViewStats,
  type RecentViewer,
  RecentViewsQuery,
  type RecentViewsReply,
} from '@greenroom/shared-model/schemas/profile-views';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { Hono } from 'hono';
import type { UserRow } from '../../db/schema/users';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import { validateQuery } from '../../http/validate';
import { idOf } from '../../mutators/path-id';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { toUserSummary } from '../users/users.serialize';
import { recentViewers, viewCounts } from './profile-views.repo';

/** How many viewers the stats carry (the sidebar shows 3, then "All views" reads /recent). */
const STATS_RECENT_VIEWERS = 10;

export function profileViewsRoutes(services: AppServices) {
  const { env } = services;
  const app = new Hono<HonoEnv>();
  const toRecentViewer = (v: { viewer: UserRow; viewedAt: Date }): RecentViewer => ({
    viewer: toUserSummary(v.viewer, env),
    viewedAt: v.viewedAt.toISOString(),
  });

  app.get('/stats/:id', declareInput({ param: IdParam }), requireUser, async (c) => {
    const me = c.var.user!;
    if (idOf(c.req.param('id')) !== me.id) return jsonError(c, 403, SERVER_TEXTS.forbidden);
    const counts = await viewCounts(c.var.db, me.id, new Date());
    const viewers = me.hideProfileViews
      ? []
      : await recentViewers(c.var.db, me.id, STATS_RECENT_VIEWERS);
    const reply: ProfileViewStats = {
      ...counts,
      hidden: me.hideProfileViews,
      recentViews: viewers.map(toRecentViewer),
    };
    return c.json(reply);
  });

  app.get(
    '/recent/:id',
    declareInput({ param: IdParam }),
    requireUser,
    validateQuery(RecentViewsQuery),
    async (c) => {
      const me = c.var.user!;
      if (idOf(c.req.param('id')) !== me.id) return jsonError(c, 403, SERVER_TEXTS.forbidden);
      const { limit } = c.req.valid('query');
      const viewers = me.hideProfileViews ? [] : await recentViewers(c.var.db, me.id, limit);
      const reply: RecentViewsReply = viewers.map(toRecentViewer);
      return c.json(reply);
    },
  );

  return app;
}
