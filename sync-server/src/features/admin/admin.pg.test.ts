import { randomUUID } from 'node:crypto';
import type { User } from '@greenroom/shared-model/schemas/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { analyticsEvents } from '../../db/schema/analytics';
import { sessions } from '../../db/schema/auth';
import { pushSubscriptions } from '../../db/schema/notifications';
import { courses } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';

let t: TestApp;
let admin: SignedUp;
let ada: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUpAdmin();
  ada = await t.signUp({ firstName: 'Ada', lastName: 'Lovelace' });
  bob = await t.signUp({ firstName: 'Bob', lastName: 'Fosse' });
});
afterAll(async () => {
  await t?.close();
});

const READS = [
  '/api/admin/stats',
  '/api/admin/users',
  '/api/admin/posts',
  '/api/admin/online-users',
  '/api/admin/online-users/count',
  '/api/admin/users-today',
  `/api/admin/job-applications/${randomUUID()}`,
];

describe('admin reads', () => {
  it('answer 401 signed out and 403 to members, 200 to admins', async () => {
    for (const path of READS) {
      expect((await t.client().get(path)).status, path).toBe(401);
      expect((await ada.client.get(path)).status, path).toBe(403);
      expect((await admin.client.get(path)).status, path).toBe(200);
    }
  });

  it('count members, suspended members and content', async () => {
    await ada.client.post('/api/posts', { content: 'a post' });
    await ada.client.post('/api/jobs', { title: 'Gaffer', description: 'd' });
    const stats = await (await admin.client.get('/api/admin/stats')).json();
    const [counted] = await t.db.select({ n: users.id }).from(users);
    expect(counted).toBeDefined();
    expect(stats).toMatchObject({ suspendedUsers: 0, totalPosts: 1, totalJobs: 1, totalEvents: 0 });
    expect(stats.totalUsers).toBe(stats.activeUsers + stats.suspendedUsers);
    expect(stats.totalContent).toBe(2);
  });

  it('search members by name, e-mail, major, skill and course code', async () => {
    await t.db
      .update(users)
      .set({ major: 'Dance', skills: ['Choreography'] })
      .where(eq(users.id, bob.user.id));
    await t.db.insert(courses).values({
      userId: ada.user.id,
      courseCode: 'FMTV-UT 1040',
      courseName: 'Sight & Sound',
    });
    const names = async (q: string) =>
      (
        (await (
          await admin.client.get(`/api/admin/users?q=${encodeURIComponent(q)}`)
        ).json()) as User[]
      ).map((u) => u.firstName);
    expect(await names('lovelace')).toEqual(['Ada']);
    expect(await names(ada.email.slice(0, 12))).toContain('Ada');
    expect(await names('dance')).toEqual(['Bob']);
    expect(await names('choreo')).toEqual(['Bob']);
    expect(await names('fmtv-ut 1040')).toEqual(['Ada']);
    expect(await names('nobody-matches-this')).toEqual([]);
    expect((await names('')).length).toBeGreaterThanOrEqual(3);
  });

  it('list who is online and who came today, with their last page', async () => {
    await ada.client.post('/api/analytics/user-action', { action: 'page_view', page: 'home' });
    await ada.client.post('/api/analytics/user-action', { action: 'page_view', page: 'jobs' });
    const online = await (await admin.client.get('/api/admin/online-users')).json();
    const adaOnline = online.find((o: { id: string }) => o.id === ada.user.id);
    expect(adaOnline).toMatchObject({ user: { firstName: 'Ada' }, currentPage: 'jobs' });
    const count = await (await admin.client.get('/api/admin/online-users/count')).json();
    expect(count.count).toBe(online.length);
    const today = await (await admin.client.get('/api/admin/users-today')).json();
    expect(
      today.users.find((u: { user: { id: string } }) => u.user.id === ada.user.id),
    ).toMatchObject({
      visitCount: 2,
    });
    expect(today.totalUsers).toBe(today.users.length);
  });
});

describe('admin writes', () => {
  it('edit and delete any post; members get 403', async () => {
    const post = await (await bob.client.post('/api/posts', { content: 'rough cut' })).json();
    expect((await ada.client.put(`/api/admin/posts/${post.id}`, { content: 'x' })).status).toBe(
      403,
    );
    const blank = await admin.client.put(`/api/admin/posts/${post.id}`, { content: ' ' });
    expect(blank.status).toBe(400);
    const edited = await admin.client.put(`/api/admin/posts/${post.id}`, { content: 'moderated' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ content: 'moderated', authorId: bob.user.id });
    expect((await ada.client.delete(`/api/admin/posts/${post.id}`)).status).toBe(403);
    expect((await admin.client.delete(`/api/admin/posts/${post.id}`)).status).toBe(200);
    expect((await admin.client.delete(`/api/admin/posts/${post.id}`)).status).toBe(404);
  });

  it("edit a member's profile and courses", async () => {
    const res = await admin.client.put(`/api/admin/users/${bob.user.id}`, {
      bio: 'Choreographer',
      instagramUrl: 'bobfosse',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: bob.user.id, bio: 'Choreographer' });
    expect((await ada.client.put(`/api/admin/users/${bob.user.id}`, { bio: 'x' })).status).toBe(
      403,
    );
    expect((await admin.client.put(`/api/admin/users/${randomUUID()}`, { bio: 'x' })).status).toBe(
      404,
    );

    const fields = { courseCode: 'DANC-UT 0101', courseName: 'Ballet I', userId: bob.user.id };
    const created = await admin.client.post(`/api/admin/users/${bob.user.id}/courses`, fields);
    expect(created.status).toBe(201);
    const course = await created.json();
    expect(course).toMatchObject({ userId: bob.user.id, courseCode: 'DANC-UT 0101' });
    const wrongOwner = await admin.client.post(`/api/admin/users/${bob.user.id}/courses`, {
      ...fields,
      userId: ada.user.id,
    });
    expect(wrongOwner.status).toBe(400);
    const updated = await admin.client.put(`/api/admin/courses/${course.id}`, {
      courseCode: 'DANC-UT 0102',
      courseName: 'Ballet II',
    });
    expect(await updated.json()).toMatchObject({ courseCode: 'DANC-UT 0102' });
    expect((await ada.client.delete(`/api/admin/courses/${course.id}`)).status).toBe(403);
    expect((await admin.client.delete(`/api/admin/courses/${course.id}`)).status).toBe(200);
    expect(await t.db.select().from(courses).where(eq(courses.id, course.id))).toEqual([]);
  });

  it('suspension ends sessions and push subscriptions at once and refuses queued writes; content stays', async () => {
    const cy = await t.signUp({ firstName: 'Cy' });
    const post = await (await cy.client.post('/api/posts', { content: 'still here' })).json();
    await t.db.insert(pushSubscriptions).values({
      userId: cy.user.id,
      endpoint: `https://push.example.com/${randomUUID()}`,
      p256dh: 'x',
      auth: 'y',
    });
    expect((await ada.client.post(`/api/admin/users/${cy.user.id}/suspend`)).status).toBe(403);
    const res = await admin.client.post(`/api/admin/users/${cy.user.id}/suspend`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: cy.user.id, isSuspended: true });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, cy.user.id))).toEqual([]);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, cy.user.id)),
    ).toEqual([]);
    // The device's queued write is refused (its session is gone), the post stays for others.
    const queued = await cy.client.post('/api/posts', { content: 'from the outbox' });
    expect([401, 403]).toContain(queued.status);
    expect((await ada.client.get(`/api/posts/${post.id}`)).status).toBe(200);
    const login = await t.client().post('/api/auth/login', {
      email: cy.email,
      password: 'correct horse 42',
    });
    expect(login.status).toBe(403);

    const back = await admin.client.post(`/api/admin/users/${cy.user.id}/unsuspend`);
    expect(await back.json()).toMatchObject({ isSuspended: false });
    const again = await t.client().post('/api/auth/login', {
      email: cy.email,
      password: 'correct horse 42',
    });
    expect(again.status).toBe(200);
  });

  it('never suspends the primary admin or oneself', async () => {
    expect((await admin.client.post(`/api/admin/users/${admin.user.id}/suspend`)).status).toBe(403);
    const primary = await t.signUp({ email: t.env.PRIMARY_ADMIN_EMAIL });
    await t.db.update(users).set({ isVerified: true }).where(eq(users.id, primary.user.id));
    const res = await admin.client.post(`/api/admin/users/${primary.user.id}/suspend`);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('The primary admin cannot be suspended');
    await t.db.delete(analyticsEvents);
  });
});
