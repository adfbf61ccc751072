import { ANALYTICS_EVENTS_PER_MINUTE } from '@greenroom/shared-model/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { analyticsEvents } from '../../db/schema/analytics';

let t: TestApp;
let ada: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp({ firstName: 'Ada' });
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = (userId: string) =>
  t.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId));

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
