// Client usage analytics (spec part 2 §7 "Client usage analytics"): page views, clicks, searches,
// filters and job clicks (user-action, batch), content views, feature usage, text highlights and
// error reports. Members only; bodies are checked (400 on junk, metadata bounded in keys, depth
// and bytes; 413 for a request over ANALYTICS_BODY_MAX_BYTES); each member may send
// ANALYTICS_EVENTS_PER_MINUTE events a minute (429 beyond, counted atomically: ADR 021). Events are kept in analytics_events
// for the admin's reads, and the member is counted active today and this month
// (analytics_daily_users, analytics_monthly_users).
import {
  ANALYTICS_BODY_MAX_BYTES,
  ANALYTICS_EVENTS_PER_MINUTE,
} from '@greenroom/shared-model/constants';
import {
  AnalyticsBatchBody,
  ContentViewBody,
  ErrorReportBody,
  FeatureUsageBody,
  TextHighlightBody,
  UserActionBody,
} from '@greenroom/shared-model/schemas/analytics';
import { sql } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
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
import { takeRateLimit } from '../../rate-limits/rate-limit';
import { requireUser } from '../auth/session';

const ANALYTICS_TEXTS = {
  tooMany: 'Too many analytics events. Please slow down.',
  tooLarge: 'Too much analytics data in one request.',
} as const;

type EventRow = typeof analyticsEvents.$inferInsert;

/** The member's events a minute: checked and counted in one step (ADR 021). */
const analyticsRule = (userId: string) => ({
  key: `analytics:${userId}`,
  max: ANALYTICS_EVENTS_PER_MINUTE,
  windowMs: 60_000,
});

/** A whole request over ANALYTICS_BODY_MAX_BYTES answers 413 before it is parsed further. */
const boundedBody: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const bytes = Buffer.byteLength(await c.req.text());
  if (bytes > ANALYTICS_BODY_MAX_BYTES) return jsonError(c, 413, ANALYTICS_TEXTS.tooLarge);
  return next();
};

/** Stores the member's events (after the rate check) and counts them active today. */
async function record<E extends HonoEnv>(c: Context<E>, rows: Omit<EventRow, 'userId'>[]) {
  const db = c.var.db as AppDb;
  const me = c.var.user!.id;
  const allowed = await takeRateLimit(db, analyticsRule(me), { amount: rows.length });
  if (!allowed.ok) {
    c.header('Retry-After', String(allowed.retryAfterSeconds));
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

  app.post('/user-action', requireUser, boundedBody, validateJson(UserActionBody), (c) =>
    record(c, [userAction(c.req.valid('json'))]),
  );

  app.post('/batch', requireUser, boundedBody, validateJson(AnalyticsBatchBody), (c) =>
    record(c, c.req.valid('json').events.map(userAction)),
  );

  app.post('/content-view', requireUser, boundedBody, validateJson(ContentViewBody), (c) => {
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

  app.post('/feature-usage', requireUser, boundedBody, validateJson(FeatureUsageBody), (c) => {
    const { feature, ...outcome } = c.req.valid('json');
    return record(c, [{ kind: 'feature_usage', action: feature, metadata: outcome }]);
  });

  app.post('/text-highlight', requireUser, boundedBody, validateJson(TextHighlightBody), (c) => {
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

  app.post('/error', requireUser, boundedBody, validateJson(ErrorReportBody), (c) => {
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
