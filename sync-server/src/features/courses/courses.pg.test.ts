import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { ClassmatesReply, Course } from '@greenroom/shared-model/schemas/courses';
import { COURSE_TEXTS } from '@greenroom/shared-model/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { courses } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';

let t: TestApp;
let ada: SignedUp;
let bob: SignedUp;
let cy: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp({ firstName: 'Ada' });
  bob = await t.signUp({ firstName: 'Bob' });
  cy = await t.signUp({ firstName: 'Cy' });
});
afterAll(async () => {
  await t?.close();
});

const course = (overrides: Record<string, unknown> = {}) => ({
  courseCode: 'FMTV-UT 1040',
  courseName: 'Sight & Sound: Filmmaking',
  ...overrides,
});

async function add(who: SignedUp, body: Record<string, unknown>) {
  const res = await who.client.post('/api/courses', body);
  return { res, body: (await res.json()) as Course & { message?: string } };
}

describe('courses', () => {
  it('answers 401 without a session', async () => {
    const anon = t.client();
    expect((await anon.get(`/api/courses/${ada.user.id}`)).status).toBe(401);
    expect((await anon.get(`/api/courses/${ada.user.id}/classmates`)).status).toBe(401);
    expect((await anon.post('/api/courses', course())).status).toBe(401);
    expect((await anon.put(`/api/courses/${randomUUID()}`, course())).status).toBe(401);
    expect((await anon.delete(`/api/courses/${randomUUID()}`)).status).toBe(401);
  });

  it('adds a course with the client id, normalised code and the spec defaults', async () => {
    const id = randomUUID();
    const { res, body } = await add(ada, { ...course({ courseCode: ' fmtv-ut 1040 ' }), id });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      id,
      userId: ada.user.id,
      courseCode: 'FMTV-UT 1040',
      section: null,
      professor: null,
      semester: 'Fall 2025',
      year: '2025',
    });
    const list = (await (await bob.client.get(`/api/courses/${ada.user.id}`)).json()) as Course[];
    expect(list.map((c) => c.id)).toContain(id);
  });

  it('refuses a bad course with the spec messages', async () => {
    const wrong = await add(ada, course({ courseCode: 'FILM 101' }));
    expect(wrong.res.status).toBe(400);
    expect(wrong.body.message).toBe(COURSE_TEXTS.codeFormat);
    const missing = await add(ada, { courseCode: '', courseName: '' });
    expect(missing.res.status).toBe(400);
    expect(missing.body.message).toBe(COURSE_TEXTS.missingInfo);
    const noName = await add(ada, { courseCode: 'FMTV-UT 1040', courseName: '  ' });
    expect(noName.body.message).toBe(COURSE_TEXTS.missingInfo);
    const semester = await add(ada, course({ semester: 'Autumn 2025' }));
    expect(semester.res.status).toBe(400);
  });

  it('a create sent again is a success; another member under a taken id is a conflict', async () => {
    const id = randomUUID();
    expect((await add(bob, { ...course(), id })).res.status).toBe(201);
    expect((await add(bob, { ...course(), id })).res.status).toBe(201);
    expect((await add(cy, { ...course(), id })).res.status).toBe(409);
    const rows = await t.db.select().from(courses).where(eq(courses.id, id));
    expect(rows).toHaveLength(1);
  });

  it('only the owner edits and deletes; 404 for a missing or malformed id', async () => {
    const { body: c } = await add(
      ada,
      course({ courseCode: 'DRAM-UT 0100', courseName: 'Acting I' }),
    );
    const edit = course({
      courseCode: 'DRAM-UT 0101',
      courseName: 'Acting II',
      section: '002',
      professor: 'Hagen',
      semester: 'Spring',
      year: 2024,
    });
    expect((await bob.client.put(`/api/courses/${c.id}`, edit)).status).toBe(403);
    expect((await bob.client.delete(`/api/courses/${c.id}`)).status).toBe(403);
    const res = await ada.client.put(`/api/courses/${c.id}`, edit);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: c.id,
      courseCode: 'DRAM-UT 0101',
      section: '002',
      semester: 'Spring',
      year: '2024',
    });
    const bad = await ada.client.put(`/api/courses/${c.id}`, course({ courseCode: 'nope' }));
    expect(bad.status).toBe(400);
    expect((await ada.client.delete(`/api/courses/${c.id}`)).status).toBe(200);
    expect((await ada.client.delete(`/api/courses/${c.id}`)).status).toBe(404);
    expect((await ada.client.put(`/api/courses/${c.id}`, edit)).status).toBe(404);
    expect((await ada.client.delete('/api/courses/not-an-id')).status).toBe(404);
  });

  it('classmates share code and section, with their shared courses, most shared first', async () => {
    const a = await t.signUp({ firstName: 'Ann' });
    const b = await t.signUp({ firstName: 'Ben' });
    const c = await t.signUp({ firstName: 'Cat' });
    const d = await t.signUp({ firstName: 'Dan' });
    const cls1 = course({
      courseCode: 'IMNY-UT 0101',
      courseName: 'Creative Computing',
      section: '001',
    });
    const cls2 = course({ courseCode: 'IMNY-UT 0102', courseName: 'Physical Computing' });
    await add(a, cls1);
    await add(a, cls2);
    await add(b, cls1); // one shared
    await add(c, cls1); // two shared
    await add(c, cls2);
    await add(d, { ...cls1, section: '002' }); // another section: not a classmate
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, d.user.id));
    const res = await b.client.get(`/api/courses/${a.user.id}/classmates`);
    expect(res.status).toBe(200);
    const mates = (await res.json()) as ClassmatesReply;
    expect(mates.map((m) => m.firstName)).toEqual(['Cat', 'Ben']);
    expect(mates[0]!.sharedCourses).toEqual(
      expect.arrayContaining([
        { courseCode: 'IMNY-UT 0101', section: '001' },
        { courseCode: 'IMNY-UT 0102', section: null },
      ]),
    );
    expect(mates[0]).not.toHaveProperty('passwordHash');
    // A suspended member never shows, even when the section matches.
    await add(d, cls1);
    const again = (await (
      await b.client.get(`/api/courses/${a.user.id}/classmates`)
    ).json()) as ClassmatesReply;
    expect(again.map((m) => m.firstName)).not.toContain('Dan');
    const none = await b.client.get(`/api/courses/${randomUUID()}/classmates`);
    expect(await none.json()).toEqual([]);
  });

  it('writes through the sync push like over REST, each once', async () => {
    const id = randomUUID();
    const clientId = randomUUID();
    const push = (mutations: unknown[]) =>
      cy.client.post('/api/sync/push', { clientId, protocolVersion: PROTOCOL_VERSION, mutations });
    const res = await push([
      { id: 1, key: randomUUID(), method: 'POST', path: '/api/courses', body: { ...course(), id } },
      {
        id: 2,
        key: randomUUID(),
        method: 'PUT',
        path: `/api/courses/${id}`,
        body: course({ courseName: 'Renamed' }),
      },
      {
        id: 3,
        key: randomUUID(),
        method: 'PUT',
        path: `/api/courses/${id}`,
        body: course({ courseCode: 'x' }),
      },
    ]);
    expect(res.status).toBe(200);
    const reply = (await res.json()) as { results: { id: number; status: number }[] };
    expect(reply.results.map((r) => r.status)).toEqual([201, 200, 400]);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, id));
    expect(row?.courseName).toBe('Renamed');
    expect(row?.userId).toBe(cy.user.id);
  });
});

describe('courses and portfolio items replicate', () => {
  it('reach other members through pull, and deletes arrive as tombstones', async () => {
    const clientId = randomUUID();
    const pull = async (cursor: string | null) => {
      const res = await bob.client.post('/api/sync/pull', {
        clientId,
        protocolVersion: PROTOCOL_VERSION,
        cursor,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as {
        cursor: string;
        changes: { entity: string; id: string; op: string; row?: Record<string, unknown> }[];
      };
    };
    let page = await pull(null);
    while ((page as { more?: boolean }).more) page = await pull(page.cursor);
    const start = page.cursor;
    const { body: c } = await add(ada, course({ courseCode: 'DANC-UT 0200' }));
    const item = await ada.client.post('/api/portfolio', {
      title: 'Duet',
      mediaUrl: 'https://vimeo.com/76979871',
      mediaType: 'vimeo',
    });
    const itemId = ((await item.json()) as { id: string }).id;
    const seen = await pull(start);
    expect(seen.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'course', id: c.id, op: 'put' }),
        expect.objectContaining({ entity: 'portfolioItem', id: itemId, op: 'put' }),
      ]),
    );
    await ada.client.delete(`/api/courses/${c.id}`);
    await ada.client.delete(`/api/portfolio/${itemId}`);
    const gone = await pull(seen.cursor);
    expect(gone.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'course', id: c.id, op: 'del' }),
        expect.objectContaining({ entity: 'portfolioItem', id: itemId, op: 'del' }),
      ]),
    );
  });
});
