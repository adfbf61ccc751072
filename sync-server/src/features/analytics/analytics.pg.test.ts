import { ANALYTICS_EVENTS_PER_MINUTE } from '@greenroom/shared-model/constants';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import {
  analyticsDailyUsers,
  analyticsEvents,
  analyticsMonthlyUsers,
} from '../../db/schema/analytics';

let t: TestApp;
let ada: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp({ firstName: 'Ada' });
});
afterAll(async () => {
  await t?.close();
});

// In the order they were stored: a select without an order may return them in any order (an
// update of one row, such as the rate-limit's, moves it on PostgreSQL's heap).
const rowsOf = (userId: string) =>
  t.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(asc(analyticsEvents.id));

describe('usage analytics: page views and clicks', () => {
  it('needs a session', async () => {
    const body = { action: 'page_view', page: 'home' };
    expect((await t.client().post('/api/analytics/user-action', body)).status).toBe(401);
    expect((await t.client().post('/api/analytics/batch', { events: [body] })).status).toBe(401);
  });

  it('stores a page view with the member, and a batch of clicks', async () => {
    const view = await ada.client.post('/api/analytics/user-action', {
      action: 'page_view',
      page: 'home',
      metadata: { path: '/' },
    });
    expect(view.status).toBe(200);
    const batch = await ada.client.post('/api/analytics/batch', {
      events: [
        { action: 'click', page: '/jobs', targetType: 'button', targetId: 'save' },
        { action: 'job_click', page: '/jobs', targetType: 'job', targetId: 'j1' },
      ],
    });
    expect(batch.status).toBe(200);
    const rows = await rowsOf(ada.user.id);
    expect(rows.map((r) => [r.kind, r.action, r.page, r.targetId])).toEqual([
      ['user_action', 'page_view', 'home', null],
      ['user_action', 'click', '/jobs', 'save'],
      ['user_action', 'job_click', '/jobs', 'j1'],
    ]);
    expect(rows[0]!.metadata).toEqual({ path: '/' });
  });

  it('answers 400 to junk and stores nothing', async () => {
    const bob = await t.signUp();
    for (const body of [
      {},
      { action: 'dance', page: 'home' },
      { action: 'page_view' },
      { action: 'page_view', page: 'x'.repeat(5000) },
      { action: 'page_view', page: 'a\u0000b' },
    ]) {
      expect((await bob.client.post('/api/analytics/user-action', body)).status).toBe(400);
    }
    expect((await bob.client.post('/api/analytics/batch', { events: [] })).status).toBe(400);
    expect(await rowsOf(bob.user.id)).toEqual([]);
  });

  it('limits each member to ANALYTICS_EVENTS_PER_MINUTE events a minute', async () => {
    const cy = await t.signUp();
    const click = { action: 'click', page: '/discover' };
    const full = Array.from({ length: 100 }, () => click);
    let sent = 0;
    while (sent + 100 <= ANALYTICS_EVENTS_PER_MINUTE) {
      expect((await cy.client.post('/api/analytics/batch', { events: full })).status).toBe(200);
      sent += 100;
    }
    const rest = ANALYTICS_EVENTS_PER_MINUTE - sent;
    if (rest > 0) {
      const last = { events: full.slice(0, rest) };
      expect((await cy.client.post('/api/analytics/batch', last)).status).toBe(200);
    }
    const over = await cy.client.post('/api/analytics/user-action', click);
    expect(over.status).toBe(429);
    expect(await rowsOf(cy.user.id)).toHaveLength(ANALYTICS_EVENTS_PER_MINUTE);
    // Another member is not affected.
    expect((await ada.client.post('/api/analytics/user-action', click)).status).toBe(200);
  });
});

describe('usage analytics: content views, feature usage, highlights and errors', () => {
  const HASH = 'a'.repeat(64);
  const highlight = {
    postId: '9f0c6c1e-3a57-4d1c-9a55-0d3b1c1f0a11',
    selectionLength: 12,
    snippetHash: HASH,
    selectedText: 'Bring gels!!',
    startOffset: 3,
    endOffset: 15,
    method: 'touch',
    viewportWidth: 390,
    viewportHeight: 844,
    deviceType: 'mobile',
  };
  const report = {
    type: 'query_error',
    error: 'boom',
    timestamp: '2026-11-25T10:00:00Z',
    url: 'http://x/jobs',
  };

  it('need a session', async () => {
    for (const [path, body] of [
      ['content-view', { contentType: 'post', contentId: 'p1' }],
      ['feature-usage', { feature: 'create_post', success: true }],
      ['text-highlight', highlight],
      ['error', report],
    ] as const) {
      expect((await t.client().post(`/api/analytics/${path}`, body)).status, path).toBe(401);
    }
  });

  it('store each kind with its figures, and count the member active today', async () => {
    const dee = await t.signUp();
    const ok = async (path: string, body: unknown) =>
      expect((await dee.client.post(`/api/analytics/${path}`, body)).status, path).toBe(200);
    await ok('content-view', {
      contentType: 'post',
      contentId: 'p1',
      isUnique: true,
      viewDuration: 5200,
      scrollDepth: 80,
    });
    await ok('feature-usage', {
      feature: 'create_post',
      success: false,
      errorMessage: 'offline',
      timeTaken: 120,
    });
    await ok('text-highlight', highlight);
    await ok('error', report);
    const rows = await rowsOf(dee.user.id);
    expect(rows.map((r) => [r.kind, r.action, r.targetType, r.targetId])).toEqual([
      ['content_view', null, 'post', 'p1'],
      ['feature_usage', 'create_post', null, null],
      ['text_highlight', null, 'post', highlight.postId],
      ['error', 'query_error', null, null],
    ]);
    expect(rows[0]!.metadata).toMatchObject({
      viewDuration: 5200,
      scrollDepth: 80,
      isUnique: true,
    });
    expect(rows[1]!.metadata).toMatchObject({
      success: false,
      errorMessage: 'offline',
      timeTaken: 120,
    });
    expect(rows[2]!.metadata).toMatchObject({
      snippetHash: HASH,
      method: 'touch',
      deviceType: 'mobile',
    });
    const active = await t.db
      .select()
      .from(analyticsDailyUsers)
      .where(eq(analyticsDailyUsers.userId, dee.user.id));
    expect(active).toHaveLength(1);
    const monthly = await t.db
      .select()
      .from(analyticsMonthlyUsers)
      .where(eq(analyticsMonthlyUsers.userId, dee.user.id));
    expect(monthly).toHaveLength(1);
    expect(monthly[0]!.month).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('answer 400 to junk and store nothing', async () => {
    const eve = await t.signUp();
    for (const [path, body] of [
      ['content-view', { contentType: 'poem', contentId: 'p1' }],
      ['content-view', { contentType: 'post', contentId: 'p1', scrollDepth: 101 }],
      ['feature-usage', { feature: '', success: true }],
      ['text-highlight', { ...highlight, snippetHash: 'not-a-hash' }],
      ['text-highlight', { ...highlight, selectionLength: 3, selectedText: 'abc' }],
      ['text-highlight', { ...highlight, method: 'pen' }],
      ['error', { error: 'no url or time' }],
    ] as const) {
      expect((await eve.client.post(`/api/analytics/${path}`, body)).status, path).toBe(400);
    }
    expect(await rowsOf(eve.user.id)).toEqual([]);
  });
});

describe('issue 29 findings 1 and 2: analytics cannot flood the database', () => {
  const wide = (keys: number, size: number) =>
    Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, 'x'.repeat(size)]));
  const eventsBytes = async () => {
    const [row] = await queryRows<{ bytes: string }>(
      t.db,
      sql`select coalesce(sum(pg_column_size(metadata)), 0)::text as bytes from analytics_events`,
    );
    return Number(row!.bytes);
  };

  it('finding 1: 30 events of 950 keys × 1,000 characters store nothing (413)', async () => {
    const flo = await t.signUp();
    const before = await eventsBytes();
    const body = { action: 'click', page: '/feed', metadata: wide(950, 1000) };
    for (let i = 0; i < 30; i++) {
      expect((await flo.client.post('/api/analytics/user-action', body)).status).toBe(413);
    }
    expect(await rowsOf(flo.user.id)).toEqual([]);
    expect(await eventsBytes()).toBe(before);
  });

  it('finding 1: metadata is bounded in keys, depth and bytes (400); selectedText at 1,000', async () => {
    const gus = await t.signUp();
    const page = '/feed';
    for (const metadata of [
      wide(31, 1),
      wide(3, 1000),
      { a: { b: { c: { d: 1 } } } },
      { list: Array.from({ length: 40 }, () => 1) },
    ]) {
      const res = await gus.client.post('/api/analytics/user-action', {
        action: 'click',
        page,
        metadata,
      });
      expect(res.status).toBe(400);
      const batch = await gus.client.post('/api/analytics/batch', {
        events: [{ action: 'click', page, metadata }],
      });
      expect(batch.status).toBe(400);
    }
    const error = await gus.client.post('/api/analytics/error', {
      timestamp: new Date().toISOString(),
      url: page,
      variables: wide(10, 1000),
    });
    expect(error.status).toBe(400);
    const highlight = await gus.client.post('/api/analytics/text-highlight', {
      postId: '9f0c6c1e-3a57-4d1c-9a55-0d3b1c1f0a11',
      selectionLength: 1000,
      snippetHash: 'a'.repeat(64),
      selectedText: 'y'.repeat(1001),
      startOffset: 0,
      endOffset: 1001,
      method: 'mouse',
      viewportWidth: 390,
      viewportHeight: 800,
      deviceType: 'mobile',
    });
    expect(highlight.status).toBe(400);
    expect(await rowsOf(gus.user.id)).toEqual([]);
    // What the app sends still passes.
    const fine = await gus.client.post('/api/analytics/user-action', {
      action: 'search',
      page,
      metadata: { query: 'lighting designer', searchType: 'users', nested: { a: [1, 2] } },
    });
    expect(fine.status).toBe(200);
  });

  it('finding 2: 40 parallel batches of 100 events from one member store at most the limit', async () => {
    const hal = await t.signUp();
    const events = Array.from({ length: 100 }, () => ({ action: 'click', page: '/jobs' }));
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => hal.client.post('/api/analytics/batch', { events })),
    );
    const stored = (await rowsOf(hal.user.id)).length;
    expect(stored).toBeLessThanOrEqual(ANALYTICS_EVENTS_PER_MINUTE);
    expect(stored).toBe(replies.filter((r) => r.status === 200).length * 100);
    expect(replies.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    const refused = replies.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
