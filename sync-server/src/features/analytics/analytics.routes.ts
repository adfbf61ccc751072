// Client usage analytics (spec part 2 §7 "Client usage analytics"): page views, clicks, searches,
// filters and job clicks (user-action, batch), content views, feature usage, text highlights and
// error reports. Members only; bodies are checked (400 on junk); each member may send
// ANALYTICS_EVENTS_PER_MINUTE events a minute (429 beyond). Events are kept in analytics_events
// for the admin's reads, and the member is counted active today and this month
// (analytics_daily_users, analytics_monthly_users).
import { ANALYTICS_EVENTS_PER_MINUTE } from '@greenroom/shared-model/constants';
import {
  AnalyticsBatchBody,
  ContentViewBody,
  ErrorReportBody,
  FeatureUsageBody,
  TextHighlightBody,
  UserActionBody,
} from '@greenroom/shared-model/schemas/analytics';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppDb } from '../../db/client';
import { jsonbSafe } from '../../db/jsonb-safe';
import {
  analyticsDailyUsers,
  analyticsEvents,
  analyticsMonthlyUsers,
} from '../../db/schema/analytics';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { validateJson } from '../../http/validate';
import { requireUser } from '../auth/session';

export const ANALYTICS_TEXTS = { tooMany: 'Too many analytics events. Please slow down.' } as const;

type EventRow = typeof analyticsEvents.$inferInsert;

/** Room left in the member's minute, after `adding` more. */
async function withinRate(db: AppDb, userId: string, adding: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - 60_000);
  const [row] = await db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.userId, userId), gte(analyticsEvents.createdAt, since)));
  return (row?.n ?? 0) + adding <= ANALYTICS_EVENTS_PER_MINUTE;
}

/** Stores the member's events (after the rate check) and counts them active today. */
async function record<E extends HonoEnv>(c: Context<E>, rows: Omit<EventRow, 'userId'>[]) {
  const db = c.var.db as AppDb;
  const me = c.var.user!.id;
  if (!(await withinRate(db, me, rows.length, new Date()))) {
    return jsonError(c, 429, ANALYTICS_TEXTS.tooMany);
  }
  await db.insert(analyticsEvents).values(
    rows.map((row) => ({
      ...row,
      userId: me,
      metadata: jsonbSafe(row.metadata ?? {}) as Record<string, unknown>,
    })),
  );
  const today = sql`(now() at time zone 'UTC')::date`;
  await db.insert(analyticsDailyUsers).values({ day: today, userId: me }).onConflictDoNothing();
  await db
    .insert(analyticsMonthlyUsers)
    .values({ month: sql`date_trunc('month', ${today})::date`, userId: me })
    .onConflictDoNothing();
  return c.json({ ok: true as const });
}

const userAction = (e: UserActionBody) => ({
  kind: 'user_action',
  action: e.action,
  page: e.page,
  targetType: e.targetType ?? null,
  targetId: e.targetId ?? null,
  metadata: e.metadata ?? {},
});

export function analyticsRoutes() {
  const app = new Hono<HonoEnv>();

  app.post('/user-action', requireUser, validateJson(UserActionBody), (c) =>
    record(c, [userAction(c.req.valid('json'))]),
  );

  app.post('/batch', requireUser, validateJson(AnalyticsBatchBody), (c) =>
    record(c, c.req.valid('json').events.map(userAction)),
  );

  app.post('/content-view', requireUser, validateJson(ContentViewBody), (c) => {
    const { contentType, contentId, metadata, ...figures } = c.req.valid('json');
    return record(c, [
      {
        kind: 'content_view',
        targetType: contentType,
        targetId: contentId,
        metadata: { ...(metadata ?? {}), ...figures },
      },
    ]);
  });

  app.post('/feature-usage', requireUser, validateJson(FeatureUsageBody), (c) => {
    const { feature, ...outcome } = c.req.valid('json');
    return record(c, [{ kind: 'feature_usage', action: feature, metadata: outcome }]);
  });

  app.post('/text-highlight', requireUser, validateJson(TextHighlightBody), (c) => {
    const { postId, snippetHash, ...rest } = c.req.valid('json');
    return record(c, [
      {
        kind: 'text_highlight',
        targetType: 'post',
        targetId: postId,
        metadata: { ...rest, snippetHash: snippetHash.toLowerCase() },
      },
    ]);
  });

  app.post('/error', requireUser, validateJson(ErrorReportBody), (c) => {
    const report = c.req.valid('json');
    return record(c, [
      {
        kind: 'error',
        action: report.type ?? 'render_error',
        page: report.url,
        metadata: report as Record<string, unknown>,
      },
    ]);
  });

  return app;
}
