// Client usage analytics, the page views and clicks part (spec part 2 §7 "Client usage
// analytics"): POST /api/analytics/user-action and /api/analytics/batch. Bodies are checked (400
// on junk), each member may send ANALYTICS_EVENTS_PER_MINUTE events a minute (429 beyond), and
// events are kept in analytics_events for the admin's reads.
import { ANALYTICS_EVENTS_PER_MINUTE } from '@greenroom/shared-model/constants';
import { AnalyticsBatchBody, UserActionBody } from '@greenroom/shared-model/schemas/analytics';
import { and, count, eq, gte } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDb } from '../../db/client';
import { analyticsEvents } from '../../db/schema/analytics';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { validateJson } from '../../http/validate';
import { requireUser } from '../auth/session';

export const ANALYTICS_TEXTS = { tooMany: 'Too many analytics events. Please slow down.' } as const;

/** Room left in the member's minute, after `adding` more. */
async function withinRate(db: AppDb, userId: string, adding: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - 60_000);
  const [row] = await db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.userId, userId), gte(analyticsEvents.createdAt, since)));
  return (row?.n ?? 0) + adding <= ANALYTICS_EVENTS_PER_MINUTE;
}

async function store(db: AppDb, userId: string, events: readonly UserActionBody[]) {
  await db.insert(analyticsEvents).values(
    events.map((e) => ({
      userId,
      kind: 'user_action',
      action: e.action,
      page: e.page,
      targetType: e.targetType ?? null,
      targetId: e.targetId ?? null,
      metadata: e.metadata ?? {},
    })),
  );
}

export function analyticsRoutes() {
  const app = new Hono<HonoEnv>();

  app.post('/user-action', requireUser, validateJson(UserActionBody), async (c) => {
    const me = c.var.user!.id;
    if (!(await withinRate(c.var.db, me, 1, new Date()))) {
      return jsonError(c, 429, ANALYTICS_TEXTS.tooMany);
    }
    await store(c.var.db, me, [c.req.valid('json')]);
    return c.json({ ok: true as const });
  });

  app.post('/batch', requireUser, validateJson(AnalyticsBatchBody), async (c) => {
    const me = c.var.user!.id;
    const { events } = c.req.valid('json');
    if (!(await withinRate(c.var.db, me, events.length, new Date()))) {
      return jsonError(c, 429, ANALYTICS_TEXTS.tooMany);
    }
    await store(c.var.db, me, events);
    return c.json({ ok: true as const });
  });

  return app;
}
