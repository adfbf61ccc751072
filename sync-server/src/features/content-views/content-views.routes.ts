// GET /api/posts/view-counts?postIds=…, /api/jobs/view-counts?jobIds=…,
// /api/events/view-counts?eventIds=… (spec part 1 §7 "Profile activity"): how often each of the
// caller's own items was viewed (content_view analytics events). Only the caller's items are
// counted; other ids are left out of the map, so nobody learns about anyone else's audience.
import type { ViewCountsReply } from '@greenroom/shared-model/schemas/common';
import { EventViewCountsQuery } from '@greenroom/shared-model/schemas/events';
import { JobViewCountsQuery } from '@greenroom/shared-model/schemas/jobs';
import { PostViewCountsQuery } from '@greenroom/shared-model/schemas/posts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { analyticsEvents } from '../../db/schema/analytics';
import { events, posts } from '../../db/schema/feed';
import { jobs } from '../../db/schema/jobs';
import type { HonoEnv } from '../../http/context';
import { validateQuery } from '../../http/validate';
import { requireUser } from '../auth/session';

interface CountedContent {
  path: string;
  query: z.ZodType;
  idsOf: (query: never) => string[];
  targetType: string;
  table: PgTable;
  id: PgColumn;
  author: PgColumn;
}

const CONTENT: readonly CountedContent[] = [
  {
    path: '/api/posts/view-counts',
    query: PostViewCountsQuery,
    idsOf: (q: PostViewCountsQuery) => q.postIds,
    targetType: 'post',
    table: posts,
    id: posts.id,
    author: posts.authorId,
  },
  {
    path: '/api/jobs/view-counts',
    query: JobViewCountsQuery,
    idsOf: (q: JobViewCountsQuery) => q.jobIds,
    targetType: 'job',
    table: jobs,
    id: jobs.id,
    author: jobs.authorId,
  },
  {
    path: '/api/events/view-counts',
    query: EventViewCountsQuery,
    idsOf: (q: EventViewCountsQuery) => q.eventIds,
    targetType: 'event',
    table: events,
    id: events.id,
    author: events.authorId,
  },
];

async function viewCounts(db: AppDb, content: CountedContent, me: string, ids: string[]) {
  if (ids.length === 0) return {};
  const owned = await db
    .select({ id: content.id })
    .from(content.table)
    .where(and(inArray(content.id, ids), eq(content.author, me)));
  const mine = owned.map((r) => String(r.id));
  const reply: ViewCountsReply = Object.fromEntries(mine.map((id) => [id, 0]));
  if (mine.length === 0) return reply;
  const rows = await db
    .select({ id: analyticsEvents.targetId, views: count() })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.kind, 'content_view'),
        eq(analyticsEvents.targetType, content.targetType),
        inArray(analyticsEvents.targetId, mine),
      ),
    )
    .groupBy(analyticsEvents.targetId);
  for (const row of rows) if (row.id) reply[row.id] = row.views;
  return reply;
}

/** Mounted before the features' `/:id` reads, which would take `view-counts` for an id. */
export function contentViewsRoutes() {
  const app = new Hono<HonoEnv>();
  for (const content of CONTENT) {
    app.get(content.path, requireUser, validateQuery(content.query), async (c) => {
      const ids = content.idsOf(c.req.valid('query') as never);
      return c.json(await viewCounts(c.var.db, content, c.var.user!.id, ids));
    });
  }
  return app;
}
