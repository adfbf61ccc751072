// What the optimistic course and the server's course share: a new course from its body, and the
// course after an edit (the edit form sends every field).
import type { Course, CreateCourseBody, UpdateCourseBody } from '../schemas/courses';

/** A new course of `userId`, at `now` (millisecond precision, as stored). */
export function newCourse(
  body: CreateCourseBody & { id: string },
  userId: string,
  now: Date,
): Course {
  return {
    id: body.id,
    userId,
    ...courseFields(body),
    createdAt: now.toISOString(),
  };
}

/** The stored fields of a course form. */
export function courseFields(body: UpdateCourseBody): Omit<Course, 'id' | 'userId' | 'createdAt'> {
  return {
    courseCode: body.courseCode,
    courseName: body.courseName,
    section: body.section,
    professor: body.professor,
    semester: body.semester,
    year: body.year,
  };
}

export function editedCourse<C extends Course>(course: C, body: UpdateCourseBody): C {
  return { ...course, ...courseFields(body) };
}

/** Two courses are the same class when code and section match (a missing section matches a missing one). */
export function sameClass(
  a: Pick<Course, 'courseCode' | 'section'>,
  b: Pick<Course, 'courseCode' | 'section'>,
): boolean {
  return a.courseCode === b.courseCode && (a.section ?? null) === (b.section ?? null);
}
