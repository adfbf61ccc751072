// Reports, the moderation queue and the audit log (issue 28 §4; ADR 025), over REST and push.
import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION, REPORT_HIDE_THRESHOLD } from '@greenroom/shared-model/constants';
import { REPORT_TEXTS } from '@greenroom/shared-model/report-texts';
import type { FeedPageReply } from '@greenroom/shared-model/schemas/feed';
import type { Notification } from '@greenroom/shared-model/schemas/notifications';
import type { AuditEntry, ReportCase } from '@greenroom/shared-model/schemas/reports';
import type { Change, PullReply } from '@greenroom/shared-model/schemas/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { auditLog, reports } from '../../db/schema/moderation';
import { users } from '../../db/schema/users';

let t: TestApp;
let admin: SignedUp;
let author: SignedUp;
let others: SignedUp[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUpAdmin();
  author = await t.signUp({ firstName: 'Dean', lastName: 'Office' });
  others = [];
  for (const name of ['Ana', 'Ben', 'Cy', 'Dot', 'Eve']) {
    others.push(await t.signUp({ firstName: name }));
  }
});
afterAll(async () => {
  await t?.close();
});

const ana = () => others[0]!;
const ben = () => others[1]!;
const cy = () => others[2]!;
const dot = () => others[3]!;

async function newPost(who: SignedUp, content = `post ${randomUUID()}`) {
  const res = await who.client.post('/api/posts', { content });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const report = (who: SignedUp, itemId: string, itemKind = 'post', reason = 'spam', note?: string) =>
  who.client.post('/api/reports', { itemKind, itemId, reason, ...(note ? { note } : {}) });

async function feedIds(who: SignedUp): Promise<string[]> {
  const page = (await (await who.client.get('/api/feed?limit=50')).json()) as FeedPageReply;
  return page.items.map((i) => {
    const item = i as { post?: { id: string }; job?: { id: string }; event?: { id: string } };
    return (item.post ?? item.job ?? item.event)!.id;
  });
}

async function snapshotIds(who: SignedUp, entity = 'post'): Promise<string[]> {
  const res = await who.client.post('/api/sync/pull', {
    clientId: randomUUID(),
    protocolVersion: PROTOCOL_VERSION,
    cursor: null,
  });
  const body = (await res.json()) as PullReply;
  return body.changes.filter((c) => c.entity === entity && c.op === 'put').map((c) => c.id);
}

async function notificationsOf(who: SignedUp): Promise<Notification[]> {
  return (await (await who.client.get('/api/notifications')).json()) as Notification[];
}

async function openCases(): Promise<ReportCase[]> {
  return (await (await admin.client.get('/api/admin/reports')).json()) as ReportCase[];
}

async function auditOf(query = ''): Promise<AuditEntry[]> {
  return (await (await admin.client.get(`/api/admin/audit-log${query}`)).json()) as AuditEntry[];
}

describe('POST /api/reports', () => {
  it('records a report once; a second one is refused with a clear message', async () => {
    const id = await newPost(author);
    const first = await report(ana(), id, 'post', 'harassment', 'Not kind');
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ itemKind: 'post', itemId: id, note: 'Not kind' });
    const again = await report(ana(), id, 'post', 'spam');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: REPORT_TEXTS.alreadyReported });
    const rows = await t.db.select().from(reports).where(eq(reports.itemId, id));
    expect(rows).toHaveLength(1);
  });

  it('refuses signed-out callers, one’s own item, unknown items and unknown reasons', async () => {
    const id = await newPost(author);
    expect(
      (await t.client().post('/api/reports', { itemKind: 'post', itemId: id, reason: 'spam' }))
        .status,
    ).toBe(401);
    expect((await report(author, id)).status).toBe(403);
    expect((await report(author, author.user.id, 'member')).status).toBe(403);
    const missing = await report(ana(), randomUUID());
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: REPORT_TEXTS.itemNotFound });
    expect((await report(ana(), id, 'post', 'boring')).status).toBe(400);
    expect((await report(ana(), id, 'chat')).status).toBe(400);
    // A post's id is no comment's, nor a message's.
    expect((await report(ana(), id, 'comment')).status).toBe(404);
    expect((await report(ana(), id, 'message')).status).toBe(404);
  });

  it('reports jobs, events and members', async () => {
    const job = await author.client.post('/api/jobs', { title: 'Gaffer', description: 'd' });
    const event = await author.client.post('/api/events', {
      title: 'Screening',
      description: 'd',
      eventDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const jobId = ((await job.json()) as { id: string }).id;
    const eventId = ((await event.json()) as { id: string }).id;
    expect((await report(ben(), jobId, 'job', 'scam')).status).toBe(201);
    expect((await report(ben(), eventId, 'event', 'other')).status).toBe(201);
    expect((await report(ben(), author.user.id, 'member', 'impersonation')).status).toBe(201);
    // The job and the event are gone for the reporter only.
    expect((await ben().client.get(`/api/jobs/${jobId}`)).status).toBe(404);
    expect((await ben().client.get(`/api/events/${eventId}`)).status).toBe(404);
    expect((await cy().client.get(`/api/jobs/${jobId}`)).status).toBe(200);
    expect(await snapshotIds(ben(), 'job')).not.toContain(jobId);
    expect(await snapshotIds(ben(), 'event')).not.toContain(eventId);
  });

  it('hides the item from its reporter at once and for good, over REST and pull', async () => {
    const id = await newPost(author);
    const start = await ana().client.post('/api/sync/pull', {
      clientId: randomUUID(),
      protocolVersion: PROTOCOL_VERSION,
      cursor: null,
    });
    const { cursor } = (await start.json()) as PullReply;
    expect(await feedIds(cy())).toContain(id);
    expect((await report(cy(), id)).status).toBe(201);
    expect(await feedIds(cy())).not.toContain(id);
    expect((await cy().client.get(`/api/posts/${id}`)).status).toBe(404);
    expect(await snapshotIds(cy())).not.toContain(id);
    // Others still see it.
    expect(await feedIds(ana())).toContain(id);
    expect(await snapshotIds(ana())).toContain(id);
    // An edit later re-logs the post: the reporter's pull says del, another member's put.
    await author.client.put(`/api/posts/${id}`, { content: 'edited' });
    const anaPull = await ana().client.post('/api/sync/pull', {
      clientId: randomUUID(),
      protocolVersion: PROTOCOL_VERSION,
      cursor,
    });
    const anaChanges = ((await anaPull.json()) as PullReply).changes;
    expect(anaChanges.find((c: Change) => c.id === id)?.op).toBe('put');
  });

  it('through the sync push, recorded once', async () => {
    const id = await newPost(author);
    const clientId = randomUUID();
    const push = () =>
      dot().client.post('/api/sync/push', {
        clientId,
        protocolVersion: PROTOCOL_VERSION,
        mutations: [
          {
            id: 1,
            key: randomUUID(),
            method: 'POST',
            path: '/api/reports',
            body: { itemKind: 'post', itemId: id, reason: 'hate' },
          },
        ],
      });
    const first = (await (await push()).json()) as { results: { status: number }[] };
    expect(first.results[0]?.status).toBe(201);
    await push();
    expect((await openCases()).find((c) => c.item.id === id)?.reporterCount).toBe(1);
  });
});

describe(`an item reported by ${REPORT_HIDE_THRESHOLD} members`, () => {
  it('is hidden from everyone but its author and admins until an admin decides', async () => {
    const id = await newPost(author);
    const reporters = [ana(), ben(), cy()].slice(0, REPORT_HIDE_THRESHOLD);
    for (const who of reporters.slice(0, -1)) expect((await report(who, id)).status).toBe(201);
    expect(await feedIds(dot())).toContain(id);
    expect((await report(reporters.at(-1)!, id)).status).toBe(201);
    expect(await feedIds(dot())).not.toContain(id);
    expect((await dot().client.get(`/api/posts/${id}`)).status).toBe(404);
    expect(await snapshotIds(dot())).not.toContain(id);
    expect(await feedIds(author)).toContain(id);
    expect(await snapshotIds(author)).toContain(id);
    expect(await feedIds(admin)).toContain(id);
    const held = (await openCases()).find((c) => c.item.id === id);
    expect(held).toMatchObject({ reporterCount: 3, hidden: true, status: 'open' });
    expect(held?.item.member?.id).toBe(author.user.id);

    // Dismissed: back for everyone but its reporters, who are told.
    const res = await admin.client.post('/api/admin/reports/resolve', {
      itemKind: 'post',
      itemId: id,
      decision: 'dismiss',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ resolved: 3, decision: 'dismiss' });
    expect(await feedIds(dot())).toContain(id);
    expect(await feedIds(ana())).not.toContain(id);
    for (const who of reporters) {
      const told = (await notificationsOf(who)).find(
        (n) => n.type === 'report_resolved' && n.data.itemId === id,
      );
      expect(told?.message).toContain('it does not break the rules');
    }
    expect((await openCases()).find((c) => c.item.id === id)).toBeUndefined();
    const resolved = (await (
      await admin.client.get('/api/admin/reports?status=resolved')
    ).json()) as ReportCase[];
    const done = resolved.find((c) => c.item.id === id);
    expect(done?.resolution).toMatchObject({ decision: 'dismiss' });
    expect(done?.resolution?.by?.id).toBe(admin.user.id);
  });
});

describe('POST /api/admin/reports/resolve', () => {
  it('is for admins only', async () => {
    const id = await newPost(author);
    await report(ana(), id);
    const body = { itemKind: 'post', itemId: id, decision: 'remove' };
    expect((await t.client().post('/api/admin/reports/resolve', body)).status).toBe(401);
    expect((await ana().client.post('/api/admin/reports/resolve', body)).status).toBe(403);
    expect((await author.client.post('/api/admin/reports/resolve', body)).status).toBe(403);
    expect((await author.client.get('/api/admin/reports')).status).toBe(403);
    expect((await author.client.get('/api/admin/reports/count')).status).toBe(403);
    expect((await author.client.get('/api/admin/audit-log')).status).toBe(403);
    expect(await feedIds(author)).toContain(id);
  });

  it('removes the content, tells the reporters and audits the decision', async () => {
    const id = await newPost(author);
    await report(ben(), id, 'post', 'hate');
    const before = (await (await admin.client.get('/api/admin/reports/count')).json()) as {
      open: number;
    };
    expect(before.open).toBeGreaterThan(0);
    const res = await admin.client.post('/api/admin/reports/resolve', {
      itemKind: 'post',
      itemId: id,
      decision: 'remove',
      reason: 'Hate speech',
    });
    expect(res.status).toBe(200);
    expect((await author.client.get(`/api/posts/${id}`)).status).toBe(404);
    const told = (await notificationsOf(ben())).find((n) => n.data.itemId === id);
    expect(told).toMatchObject({ type: 'report_resolved', title: REPORT_TEXTS.resolvedTitle });
    expect(told?.message).toContain('removed');
    const [entry] = await auditOf(`?memberId=${author.user.id}`);
    expect(entry).toMatchObject({ action: 'report.remove', itemId: id, reason: 'Hate speech' });
    expect(entry?.admin?.id).toBe(admin.user.id);
    // Nothing open any more on it.
    const again = await admin.client.post('/api/admin/reports/resolve', {
      itemKind: 'post',
      itemId: id,
      decision: 'dismiss',
    });
    expect(again.status).toBe(404);
  });

  it('warns the member with the reason (a reason is required)', async () => {
    const id = await newPost(author);
    await report(cy(), id, 'post', 'harassment');
    const noReason = await admin.client.post('/api/admin/reports/resolve', {
      itemKind: 'post',
      itemId: id,
      decision: 'warn',
    });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toEqual({ message: REPORT_TEXTS.warnReasonRequired });
    const res = await admin.client.post('/api/admin/reports/resolve', {
      itemKind: 'post',
      itemId: id,
      decision: 'warn',
      reason: 'Be kind to classmates',
    });
    expect(res.status).toBe(200);
    const warning = (await notificationsOf(author)).find((n) => n.type === 'moderation_warning');
    expect(warning?.message).toContain('Be kind to classmates');
    expect(await feedIds(dot())).toContain(id);
  });

  it('cannot remove a profile; suspends the member, not the primary admin or oneself', async () => {
    const target = await t.signUp({ firstName: 'Spam', lastName: 'Bot' });
    await report(ana(), target.user.id, 'member', 'spam');
    const remove = await admin.client.post('/api/admin/reports/resolve', {
      itemKind: 'member',
      itemId: target.user.id,
      decision: 'remove',
    });
    expect(remove.status).toBe(400);
    const res = await admin.client.post('/api/admin/reports/resolve', {
      itemKind: 'member',
      itemId: target.user.id,
      decision: 'suspend',
      reason: 'Spam account',
    });
    expect(res.status).toBe(200);
    expect((await target.client.get('/api/notifications')).status).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row?.isSuspended).toBe(true);
    await report(ana(), admin.user.id, 'member', 'other');
    const self = await admin.client.post('/api/admin/reports/resolve', {
      itemKind: 'member',
      itemId: admin.user.id,
      decision: 'suspend',
    });
    expect(self.status).toBe(403);
  });
});

describe('the audit log', () => {
  it('records every admin action in its transaction, filtered by admin and by member', async () => {
    const member = await t.signUp({ firstName: 'Audited' });
    const postId = await newPost(member);
    const jobRes = await member.client.post('/api/jobs', { title: 'Job', description: 'd' });
    const jobId = ((await jobRes.json()) as { id: string }).id;
    const c = admin.client;
    expect((await c.put(`/api/admin/posts/${postId}`, { content: 'tidied' })).status).toBe(200);
    expect((await c.put(`/api/admin/users/${member.user.id}`, { bio: 'x' })).status).toBe(200);
    const course = await c.post(`/api/admin/users/${member.user.id}/courses`, {
      userId: member.user.id,
      courseCode: 'DANC-UE 1001',
      courseName: 'Ballet',
    });
    const courseId = ((await course.json()) as { id: string }).id;
    expect(
      (
        await c.put(`/api/admin/courses/${courseId}`, {
          courseCode: 'DANC-UE 1002',
          courseName: 'Ballet',
        })
      ).status,
    ).toBe(200);
    expect((await c.delete(`/api/admin/courses/${courseId}`)).status).toBe(200);
    expect((await c.put(`/api/jobs/${jobId}`, { title: 'Job!', description: 'd' })).status).toBe(
      200,
    );
    expect((await c.delete(`/api/jobs/${jobId}`)).status).toBe(200);
    expect((await c.delete(`/api/admin/posts/${postId}`)).status).toBe(200);
    expect((await c.post(`/api/admin/users/${member.user.id}/suspend`)).status).toBe(200);
    expect((await c.post(`/api/admin/users/${member.user.id}/unsuspend`)).status).toBe(200);
    const entries = await auditOf(`?memberId=${member.user.id}`);
    expect(entries.map((e) => e.action).reverse()).toEqual([
      'post.update',
      'member.update',
      'course.create',
      'course.update',
      'course.delete',
      'job.update',
      'job.delete',
      'post.delete',
      'member.suspend',
      'member.unsuspend',
    ]);
    expect(entries.every((e) => e.admin?.id === admin.user.id)).toBe(true);
    expect(entries.every((e) => e.member?.id === member.user.id)).toBe(true);
    expect((await auditOf(`?adminId=${member.user.id}`)).length).toBe(0);
    expect((await auditOf(`?adminId=${admin.user.id}`)).length).toBeGreaterThanOrEqual(10);
  });

  it("an author's own edits are not admin actions; a refused admin write leaves no entry", async () => {
    const member = await t.signUp({ firstName: 'Own' });
    const jobRes = await member.client.post('/api/jobs', { title: 'Mine', description: 'd' });
    const jobId = ((await jobRes.json()) as { id: string }).id;
    await member.client.delete(`/api/jobs/${jobId}`);
    expect((await admin.client.delete(`/api/admin/posts/${randomUUID()}`)).status).toBe(404);
    expect(await auditOf(`?memberId=${member.user.id}`)).toEqual([]);
  });

  it('the photo migration is audited', async () => {
    expect((await admin.client.post('/api/admin/migrate-profile-photos', {})).status).toBe(200);
    const [entry] = await auditOf(`?adminId=${admin.user.id}`);
    expect(entry?.action).toBe('photos.migrate');
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    await expect(t.db.update(auditLog).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(t.db.delete(auditLog)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await auditOf()).some((e) => e.reason === 'rewritten')).toBe(false);
  });
});
