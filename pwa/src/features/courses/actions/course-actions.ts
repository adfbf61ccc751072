// Add, edit and remove a course: the row changes at once (pending) and the call waits in the
// outbox, in ONE Dexie transaction, built by the same row functions the server uses.
import { editedCourse, newCourse } from '@greenroom/shared-model/rows/courses';
import type { Course, CreateCourseInput } from '@greenroom/shared-model/schemas/courses';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueCreate, enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import {
  captureUndo,
  deleteOptimistic,
  putPending,
  rowsOf,
} from '../../../client-core/outbox/undo';

export type CourseInput = Omit<CreateCourseInput, 'id'>;

/** Validates (throws the spec's message, e.g. the course-code rule), then queues. */
export async function addCourse(
  db: MemberDb,
  userId: string,
  input: CourseInput,
  now: Date = new Date(),
): Promise<{ course: Course; entry: OutboxEntry }> {
  const { row, entry } = await enqueueCreate(db, 'createCourse', 'courses', input, (body, id) =>
    newCourse({ ...body, id }, userId, now),
  );
  return { course: row, entry };
}

export async function editCourse(db: MemberDb, courseId: string, input: CourseInput) {
  return enqueueMutation(db, 'updateCourse', {
    params: { id: courseId },
    body: input,
    entity: 'courses',
    entityId: courseId,
    tables: ['courses'],
    undo: (tx) => captureUndo(tx, 'courses', courseId),
    apply: async (tx, body) => {
      const current = (await rowsOf(tx, 'courses').get(courseId)) as Course | undefined;
      if (current) await putPending(tx, 'courses', editedCourse(current, body));
    },
  });
}

export async function removeCourse(db: MemberDb, courseId: string) {
  return enqueueMutation(db, 'deleteCourse', {
    params: { id: courseId },
    entity: 'courses',
    entityId: courseId,
    tables: ['courses'],
    undo: (tx) => captureUndo(tx, 'courses', courseId),
    apply: (tx) => deleteOptimistic(tx, 'courses', courseId),
  });
}
