// The one serialisation of a course for replies (REST and sync).
import type { Course } from '@greenroom/shared-model/schemas/courses';
import type { courses } from '../../db/schema/profiles';

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;

export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    userId: row.userId,
    courseCode: row.courseCode,
    courseName: row.courseName,
    section: row.section,
    professor: row.professor,
    semester: row.semester,
    year: row.year,
    createdAt: row.createdAt.toISOString(),
  };
}
