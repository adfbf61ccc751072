// The data layer on both engines: change_log triggers on PostgreSQL and on embedded PGlite,
// plus the zero-setup default (PGlite) running sign-up → current user → logout.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import {
  createPgliteDatabase,
  createTestDatabase,
  type TestDatabase,
} from '../../../tests/support/test-db';
import type { Database } from './client';
import {
  applications,
  changeLog,
  connections,
  courses,
  events,
  jobs,
  notifications,
  portfolioItems,
  posts,
  savedJobs,
  users,
} from './schema/index';

let pg: TestDatabase;
let lite: Database;

beforeAll(async () => {
  [pg, lite] = await Promise.all([createTestDatabase(), createPgliteDatabase()]);
});
afterAll(async () => {
  await Promise.all([pg?.close(), lite?.close()]);
});

async function exerciseChangeLog(database: Database) {
  const { db } = database;
  const notes: string[] = [];
  const unlisten = await database.listen('greenroom_changes', (p) => notes.push(p));
  const [since] = await db
    .select({ seq: sql<number>`coalesce(max(${changeLog.seq}), 0)` })
    .from(changeLog);
  const mk = (n: string) => ({
    email: `${n}.${Math.random().toString(36).slice(2)}@nyu.edu`,
    firstName: n,
    lastName: n,
  });
  const [a] = await db.insert(users).values(mk('a')).returning();
  const [b] = await db.insert(users).values(mk('b')).returning();
  const A = a!.id;
  const B = b!.id;
  const [job] = await db
    .insert(jobs)
    .values({ authorId: A, title: 't', description: 'd' })
    .returning();
  const [app] = await db
    .insert(applications)
    .values({ jobId: job!.id, applicantId: B })
    .returning();
  await db.insert(savedJobs).values({ jobId: job!.id, userId: B });
  const [conn] = await db
    .insert(connections)
    .values({ requesterId: A, addresseeId: B })
    .returning();
  const [post] = await db.insert(posts).values({ authorId: A, content: 'hi' }).returning();
  const [event] = await db
    .insert(events)
    .values({ authorId: A, title: 'e', description: 'd', eventDate: new Date() })
    .returning();
  const [course] = await db
    .insert(courses)
    .values({ userId: A, courseCode: 'FMTV-UT 1040', courseName: 'Film' })
    .returning();
  const [item] = await db
    .insert(portfolioItems)
    .values({ userId: A, title: 'p', mediaType: 'image' })
    .returning();
  const [note] = await db
    .insert(notifications)
    .values({ userId: B, type: 'job_application', title: 't', message: 'm' })
    .returning();
  await db.update(connections).set({ status: 'accepted' }).where(eq(connections.id, conn!.id));
  // A no-op update logs nothing (raw SQL: Drizzle's update() would bump updated_at).
  await db.execute(sql`update posts set content = content where id = ${post!.id}`);
  // Deleting the job deletes its applications and saved marks, with tombstones for everyone.
  await db.delete(jobs).where(eq(jobs.id, job!.id));

  const rows = await db
    .select()
    .from(changeLog)
    .where(sql`${changeLog.seq} > ${since!.seq}`)
    .orderBy(asc(changeLog.seq));
  const who = (id: string | null) => (id === null ? '*' : id === A ? 'A' : id === B ? 'B' : id);
  const log = rows.map((r) => `${r.entity}:${r.op}:${who(r.audience)}:${r.entityId}`);
  await expect.poll(() => notes.length, { timeout: 5000 }).toBeGreaterThan(0);
  await unlisten();
  return {
    log,
    rows,
    notes,
    ids: {
      A,
      B,
      job: job!.id,
      app: app!.id,
      conn: conn!.id,
      post: post!.id,
      event: event!.id,
      course: course!.id,
      item: item!.id,
      note: note!.id,
    },
  };
}

describe.each([
  ['PostgreSQL', () => pg.database],
  ['PGlite', () => lite],
] as const)('change_log triggers on %s', (_name, get) => {
  it('log every replicated entity with its audience, tombstones included', async () => {
    const { log, rows, notes, ids } = await exerciseChangeLog(get());
    expect(log).toEqual([
      `user:put:*:${ids.A}`,
      `user:put:*:${ids.B}`,
      `job:put:*:${ids.job}`,
      `application:put:B:${ids.app}`,
      `application:put:A:${ids.app}`,
      `savedJob:put:B:${ids.job}`,
      `connection:put:A:${ids.conn}`,
      `connection:put:B:${ids.conn}`,
      `post:put:*:${ids.post}`,
      `event:put:*:${ids.event}`,
      `course:put:*:${ids.course}`,
      `portfolioItem:put:*:${ids.item}`,
      `notification:put:B:${ids.note}`,
      `connection:put:A:${ids.conn}`,
      `connection:put:B:${ids.conn}`,
      // An accepted connection re-sends each member's profile and courses to the other (the
      // fields only connections may see; ADR 024).
      `user:put:B:${ids.A}`,
      `course:put:B:${ids.course}`,
      `user:put:A:${ids.B}`,
      `application:del:A:${ids.app}`,
      `job:del:*:${ids.job}`,
      `application:del:B:${ids.app}`,
      `savedJob:del:B:${ids.job}`,
    ]);
    // Every row carries the writing transaction's id; one statement → one transaction.
    expect(new Set(rows.slice(-4).map((r) => r.txid)).size).toBe(1);
    expect(notes).toContain('*');
    expect(notes).toContain(ids.B);
  });
});

describe('zero-setup default on embedded PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: lite });
  });

  it('signs up, reads the current member and logs out', async () => {
    const member = await t.signUp({ verified: false });
    expect(member.user).toMatchObject({ isVerified: false, hasPassword: true });
    const me = await member.client.get('/api/auth/user');
    expect((await me.json()).id).toBe(member.user.id);
    const out = await member.client.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(
      await (await t.request('/api/auth/user', { headers: { cookie: member.cookie } })).text(),
    ).toBe('null');
    const logged = await lite.db
      .select()
      .from(changeLog)
      .where(eq(changeLog.entityId, member.user.id));
    expect(logged.map((r) => `${r.entity}:${r.op}`)).toEqual(['user:put']);
  });

  it('rolls back refused calls on PGlite too', async () => {
    const member = await t.signUp();
    const again = await t.client().post('/api/auth/signup', {
      email: member.email,
      password: 'whatever1',
      firstName: 'X',
      lastName: 'Y',
      program: 'Dance',
      graduationYear: 2027,
    });
    expect(again.status).toBe(409);
    expect((await t.logIn(member.email)).res.status).toBe(200);
  });
});
