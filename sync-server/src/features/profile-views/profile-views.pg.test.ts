import type {
  ProfileViewStats,
  RecentViewsReply,
} from '@greenroom/shared-model/schemas/profile-views';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { notifications } from '../../db/schema/notifications';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const view = (who: SignedUp, of: SignedUp) => who.client.get(`/api/users/${of.user.id}`);
const stats = async (who: SignedUp, of: SignedUp = who) => {
  const res = await who.client.get(`/api/profile-views/stats/${of.user.id}`);
  return { status: res.status, body: (await res.json()) as ProfileViewStats };
};
const viewNotifications = (of: SignedUp) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, of.user.id), eq(notifications.type, 'profile_view')));

describe('profile views', () => {
  it('records a view once per viewer and hour, never one’s own, and notifies the viewed member', async () => {
    const ana = await t.signUp({ firstName: 'Ana', lastName: 'Lima' });
    const ben = await t.signUp({ firstName: 'Ben' });
    expect((await view(ben, ana)).status).toBe(200);
    expect((await view(ben, ana)).status).toBe(200);
    expect((await view(ana, ana)).status).toBe(200);
    const first = await stats(ana);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ weeklyViews: 1, totalViews: 1, hidden: false });
    expect(first.body.recentViews).toMatchObject([
      { viewer: { id: ben.user.id, firstName: 'Ben' } },
    ]);
    const stored = await viewNotifications(ana);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      title: 'Profile View',
      message: `${ben.user.firstName} ${ben.user.lastName} viewed your profile`,
      data: { viewerId: ben.user.id },
    });

    // An hour later the same viewer counts again.
    await t.db.execute(
      sql`update profile_views set viewed_at = viewed_at - interval '61 minutes' where viewed_id = ${ana.user.id}`,
    );
    await view(ben, ana);
    expect((await stats(ana)).body.weeklyViews).toBe(2);
    expect(await viewNotifications(ana)).toHaveLength(2);
  });

  it('a member who hides views is never recorded and sees no viewers of their own', async () => {
    const ana = await t.signUp({ firstName: 'Ana' });
    const shy = await t.signUp({ firstName: 'Shy' });
    expect(
      (await shy.client.post('/api/privacy/profile-views', { hideProfileViews: true })).status,
    ).toBe(200);
    await view(shy, ana);
    expect((await stats(ana)).body.weeklyViews).toBe(0);
    await view(ana, shy);
    const own = await stats(shy);
    expect(own.body).toMatchObject({ weeklyViews: 1, hidden: true, recentViews: [] });
    const recent = await shy.client.get(`/api/profile-views/recent/${shy.user.id}?limit=50`);
    expect(await recent.json()).toEqual([]);
  });

  it('only the member reads their own figures (403 for others, 401 without a session)', async () => {
    const ana = await t.signUp();
    const ben = await t.signUp();
    await view(ben, ana);
    expect((await stats(ben, ana)).status).toBe(403);
    expect((await ben.client.get(`/api/profile-views/recent/${ana.user.id}`)).status).toBe(403);
    expect((await t.client().get(`/api/profile-views/stats/${ana.user.id}`)).status).toBe(401);
    const recent = await ana.client.get(`/api/profile-views/recent/${ana.user.id}?limit=1`);
    const body = (await recent.json()) as RecentViewsReply;
    expect(body.map((v) => v.viewer.id)).toEqual([ben.user.id]);
  });
});
