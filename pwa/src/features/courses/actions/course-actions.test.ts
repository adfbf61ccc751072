import 'fake-indexeddb/auto';
import { COURSE_TEXTS } from '@greenroom/shared-model/texts';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrainer } from '../../../client-core/outbox/drain';
import { createMemoryLocks } from '../../../client-core/outbox/locks';
import { createFakeSyncServer } from '../../../client-core/testing/fake-sync-server';
import { closeTestDbs, testDb } from '../../../client-core/testing/fixtures';
import { addCourse, editCourse, removeCourse } from './course-actions';

afterEach(() => closeTestDbs());

const USER = '0a5d2b0e-7b39-4a39-9c3f-6f7f3f1b2c01';

describe('course actions', () => {
  it('add: the pending row and POST /api/courses in one go, with the spec defaults', async () => {
    const db = testDb();
    const { course } = await addCourse(db, USER, {
      courseCode: 'fmtv-ut 1040',
      courseName: 'Sight & Sound',
    });
    expect(await db.courses.get(course.id)).toMatchObject({
      userId: USER,
      courseCode: 'FMTV-UT 1040',
      semester: 'Fall 2025',
      year: '2025',
      pending: 1,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'POST', path: '/api/courses' });
  });

  it('refuses a wrong code with the spec message and writes nothing', async () => {
    const db = testDb();
    await expect(
      addCourse(db, USER, { courseCode: 'FILM 1', courseName: 'x' }),
    ).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: COURSE_TEXTS.codeFormat })],
    });
    expect(await db.courses.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('edit and remove change the row at once; a refusal restores it', async () => {
    const db = testDb();
    const server = createFakeSyncServer();
    const drainer = createDrainer({ db, transport: server.transport, locks: createMemoryLocks() });
    const { course } = await addCourse(db, USER, { courseCode: 'DRAM-UT 0100', courseName: 'A' });
    await drainer.requestFlush('manual');
    await editCourse(db, course.id, { courseCode: 'DRAM-UT 0101', courseName: 'B' });
    expect(await db.courses.get(course.id)).toMatchObject({ courseName: 'B', pending: 1 });
    server.refuse = (m) => (m.method === 'DELETE' ? { status: 403, body: {} } : undefined);
    await drainer.requestFlush('manual');
    await removeCourse(db, course.id);
    expect(await db.courses.get(course.id)).toBeUndefined();
    await drainer.requestFlush('manual');
    expect(await db.courses.get(course.id)).toMatchObject({ courseName: 'B' });
    drainer.dispose();
  });
});
