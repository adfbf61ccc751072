// The course writes (spec part 1 §7 "Courses"): POST /api/courses, PUT and DELETE
// /api/courses/{courseId}. Only the owner changes a course (decisions.md "Authorization").
import { courseFields, newCourse } from '@greenroom/shared-model/rows/courses';
import {
  classmateJoinedText,
  NOTIFICATION_TEXTS,
  SERVER_TEXTS,
} from '@greenroom/shared-model/texts';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { notifyAll } from '../notifications/notify';
import { fieldVisible, loadViewer } from '../privacy/viewer';
import {
  deleteCourse,
  findCourse,
  insertCourseIfAbsent,
  membersInClass,
  updateCourse,
} from './courses.repo';
import { toCourse } from './courses.serialize';

const createCourseMutator = defineMutator('createCourse', {
  async run({ db, actor, body, env, now }) {
    const id = body.id ?? crypto.randomUUID();
    const course = newCourse({ ...body, id }, actor.id, now);
    const created = await insertCourseIfAbsent(db, {
      id,
      userId: actor.id,
      ...courseFields(course),
      createdAt: now,
      updatedAt: now,
    });
    if (created) {
      // Only classmates who may see the member's courses hear of it (ADR 024).
      const viewer = await loadViewer(db, actor, env);
      const classmates = (await membersInClass(db, actor.id, created)).filter((id) =>
        fieldVisible(actor.coursesVisibility, viewer.connections.has(id) ? 'connection' : 'member'),
      );
      await notifyAll(
        db,
        classmates.map((recipientId) => ({
          recipientId,
          actorId: actor.id,
          type: 'classmate_joined' as const,
          title: NOTIFICATION_TEXTS.classmateJoinedTitle,
          message: classmateJoinedText(actor.firstName, actor.lastName, created.courseCode),
          data: { newUserId: actor.id, courseCode: created.courseCode },
        })),
      );
      return reply(toCourse(created), 201);
    }
    // The id exists: the same create sent again (a retry without its key) is a success.
    const existing = await findCourse(db, id);
    if (
      existing &&
      existing.userId === actor.id &&
      existing.courseCode === course.courseCode &&
      existing.courseName === course.courseName
    ) {
      return reply(toCourse(existing), 201);
    }
    return refuse(409, SERVER_TEXTS.idTaken);
  },
});

const updateCourseMutator = defineMutator('updateCourse', {
  async run({ db, actor, body, params, now }) {
    const id = idOf(params.id);
    const course = id ? await findCourse(db, id) : undefined;
    if (!id || !course) return refuse(404, SERVER_TEXTS.courseNotFound);
    if (course.userId !== actor.id) return refuse(403, SERVER_TEXTS.forbidden);
    const updated = await updateCourse(db, id, courseFields(body), now);
    if (!updated) return refuse(404, SERVER_TEXTS.courseNotFound);
    return reply(toCourse(updated));
  },
});

const deleteCourseMutator = defineMutator('deleteCourse', {
  async run({ db, actor, params }) {
    const id = idOf(params.id);
    const course = id ? await findCourse(db, id) : undefined;
    // Deleting twice (an outbox replay) answers 404, which the client treats as settled.
    if (!id || !course) return refuse(404, SERVER_TEXTS.courseNotFound);
    if (course.userId !== actor.id) return refuse(403, SERVER_TEXTS.forbidden);
    if (!(await deleteCourse(db, id))) return refuse(404, SERVER_TEXTS.courseNotFound);
    return reply({ ok: true as const });
  },
});

export const COURSE_MUTATORS = [createCourseMutator, updateCourseMutator, deleteCourseMutator];
