// GET /api/admin/analytics/** (spec part 2 §7 "Admin"): admins only (401 signed out, 403
// otherwise). Time frames are days back from now (?timeFrame, default 7); the highlight reads
// take ?startDate&endDate (default: the last 30 days).
import {
  ADMIN_HIGHLIGHT_SNIPPETS_LIMIT,
  ADMIN_UNIQUE_HIGHLIGHTS_LIMIT,
} from '@greenroom/shared-model/constants';
import {
  DateRangeQuery,
  type MostViewedProfilesReply,
  rangeEnd,
  rangeStart,
  TimeFrameQuery,
} from '@greenroom/shared-model/schemas/analytics';
import { inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { users } from '../../db/schema/users';
import type { HonoEnv } from '../../http/context';
import { declareInput } from '../../http/route-input';
import { validateQuery } from '../../http/validate';
import type { AppServices } from '../../services';
import { requireAdmin } from '../auth/session';
import { toUserSummary } from '../users/users.serialize';
import * as reads from './analytics-reads.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

const lastDays = (days: number, now = new Date()): reads.Range => ({
  from: new Date(now.getTime() - days * DAY_MS),
  to: new Date(now.getTime() + 1),
});

function rangeOf(query: DateRangeQuery): reads.Range {
  const to = query.endDate ? rangeEnd(query.endDate) : new Date(Date.now() + 1);
  const from = query.startDate ? rangeStart(query.startDate) : new Date(to.getTime() - 30 * DAY_MS);
  return from <= to ? { from, to } : { from: to, to: from };
}

export function analyticsReadRoutes(services: AppServices) {
  const app = new Hono<HonoEnv>();
  const admin = requireAdmin(services);

  app.get('/overview', admin, declareInput(), async (c) => c.json(await reads.overview(c.var.db)));
  app.get('/popular-content', admin, declareInput(), async (c) =>
    c.json(await reads.popularContent(c.var.db)),
  );
  app.get('/page-views', admin, declareInput(), async (c) =>
    c.json(await reads.pageViews(c.var.db)),
  );
  app.get('/job-details', admin, declareInput(), async (c) =>
    c.json(await reads.jobDetails(c.var.db)),
  );
  app.get('/most-viewed-profile', admin, declareInput(), async (c) => {
    const top = await reads.mostViewedProfiles(c.var.db);
    const ids = top.map((t) => t.viewed_id);
    const members = ids.length
      ? await c.var.db.select().from(users).where(inArray(users.id, ids))
      : [];
    const byId = new Map(members.map((m) => [m.id, m]));
    const reply: MostViewedProfilesReply = top.flatMap((t) => {
      const member = byId.get(t.viewed_id);
      return member
        ? [{ user: toUserSummary(member, services.env, 'admin'), totalViews: Number(t.views) }]
        : [];
    });
    return c.json(reply);
  });

  const frame = validateQuery(TimeFrameQuery);
  app.get('/user-activity', admin, frame, async (c) =>
    c.json(await reads.userActivity(c.var.db, c.req.valid('query').timeFrame, new Date())),
  );
  app.get('/search-trends', admin, frame, async (c) =>
    c.json(await reads.searchTrends(c.var.db, lastDays(c.req.valid('query').timeFrame))),
  );
  app.get('/skill-filters', admin, frame, async (c) =>
    c.json(await reads.skillFilters(c.var.db, lastDays(c.req.valid('query').timeFrame))),
  );
  app.get('/job-engagement', admin, frame, async (c) =>
    c.json(await reads.jobEngagement(c.var.db, lastDays(c.req.valid('query').timeFrame))),
  );
  app.get('/post-interactions', admin, frame, async (c) =>
    c.json(await reads.postInteractions(c.var.db, lastDays(c.req.valid('query').timeFrame))),
  );
  app.get('/collaboration', admin, frame, async (c) =>
    c.json(await reads.collaboration(c.var.db, lastDays(c.req.valid('query').timeFrame))),
  );

  const range = validateQuery(DateRangeQuery);
  const h = '/text-highlighting';
  app.get(`${h}/overview`, admin, range, async (c) =>
    c.json(await reads.highlightOverview(c.var.db, rangeOf(c.req.valid('query')))),
  );
  app.get(`${h}/methods`, admin, range, async (c) =>
    c.json(await reads.highlightMethods(c.var.db, rangeOf(c.req.valid('query')))),
  );
  app.get(`${h}/top-posts`, admin, range, async (c) =>
    c.json(await reads.topHighlightedPosts(c.var.db, rangeOf(c.req.valid('query')))),
  );
  app.get(`${h}/snippets`, admin, range, async (c) => {
    const query = c.req.valid('query');
    const limit = query.limit ?? ADMIN_HIGHLIGHT_SNIPPETS_LIMIT;
    return c.json(await reads.highlightSnippets(c.var.db, rangeOf(query), limit, 'count'));
  });
  app.get(`${h}/unique`, admin, range, async (c) => {
    const query = c.req.valid('query');
    const limit = query.limit ?? ADMIN_UNIQUE_HIGHLIGHTS_LIMIT;
    return c.json(await reads.highlightSnippets(c.var.db, rangeOf(query), limit, 'users'));
  });

  return app;
}
