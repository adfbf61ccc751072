// Add, edit and remove a course: the row changes at once (pending) and the call waits in the
// outbox, in ONE Dexie transaction, built by the same row functions the server uses.
import { editedCourse, newCourse } from '@greenroom/shared-model/rows/courses';
import {
  type Course,
  CourseMutations,
  type CreateCourseInput,
} from '@greenroom/shared-model/schemas/courses';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import {
  captureUndo,
  deleteOptimistic,
  putPending,
  rowsOf,
  undoCreate,
} from '../../../client-core/outbox/undo';

export type CourseInput = Omit<CreateCourseInput, 'id'>;

/** Validates (throws the spec's message, e.g. the course-code rule), then queues. */
export async function addCourse(
  db: MemberDb,
  userId: string,
  input: CourseInput,
  now: Date = new Date(),
): Promise<{ course: Course; entry: OutboxEntry }> {
  const id = crypto.randomUUID();
  let course: Course | undefined;
  const { entry } = await enqueueMutation(db, CourseMutations.createCourse, {
    body: { ...input, id },
    entity: 'courses',
    entityId: id,
    tables: ['courses'],
    undo: undoCreate('courses', id),
    apply: (tx, body) => {
      course = newCourse({ ...body, id }, userId, now);
      return putPending(tx, 'courses', course);
    },
  });
  return { course: course!, entry };
}

export async function editCourse(db: MemberDb, courseId: string, input: CourseInput) {
  return enqueueMutation(db, CourseMutations.updateCourse, {
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
  return enqueueMutation(db, CourseMutations.deleteCourse, {
    params: { id: courseId },
    entity: 'courses',
    entityId: courseId,
    tables: ['courses'],
    undo: (tx) => captureUndo(tx, 'courses', courseId),
    apply: (tx) => deleteOptimistic(tx, 'courses', courseId),
  });
}
