// Courses and classmates (spec part 1 §3, §5, §7 "Courses").
import { z } from 'zod';
import { COURSE_SEMESTERS_ADD, COURSE_SEMESTERS_EDIT } from '../catalogues';
import {
  COURSE_FIELD_MAX_LENGTH,
  DEFAULT_COURSE_SEMESTER,
  DEFAULT_COURSE_YEAR,
} from '../constants';
import {
  COURSE_CODE_MESSAGE,
  COURSE_CODE_PATTERN,
  normalizeCourseCode,
} from '../helpers/course-code';
import { COURSE_TEXTS } from '../texts';
import { ClientId, Id, optionalText, Timestamp, text } from './common';
import { mutation } from './mutation-def';
import { UserSummary } from './users';

/** Semesters any course form may send: "Fall 2025" (add form) or "Fall" (edit and admin). */
const COURSE_SEMESTERS: readonly string[] = [...COURSE_SEMESTERS_ADD, ...COURSE_SEMESTERS_EDIT];

/** A course of a member (replicated entity 'course'). */
export const Course = z.object({
  id: Id,
  userId: Id,
  courseCode: z.string(),
  courseName: z.string(),
  section: z.string().nullable(),
  professor: z.string().nullable(),
  semester: z.string(),
  year: z.string(),
  createdAt: Timestamp,
});
export type Course = z.infer<typeof Course>;

/** Trimmed, upper-cased course code in NYU format; blank gives the "missing information" text. */
export const CourseCode = text(COURSE_TEXTS.missingInfo)
  .transform(normalizeCourseCode)
  .pipe(
    z
      .string()
      .min(1, { message: COURSE_TEXTS.missingInfo, abort: true })
      .regex(COURSE_CODE_PATTERN, COURSE_CODE_MESSAGE),
  )
  .meta({ examples: ['FMTV-UT 1040', 'DRAM-UT 0100', 'IMNY-UT 0101'] });

const CourseYear = z
  .union([z.number().int(), text().trim()])
  .transform(String)
  .pipe(z.string().regex(/^\d{4}$/, 'Year must be a four-digit year'));

const CourseSemester = text()
  .trim()
  .refine((v) => COURSE_SEMESTERS.includes(v), 'Please choose a semester');

/** The course form fields (add and edit: "same fields"). */
export const CourseFields = z.object({
  courseCode: CourseCode,
  courseName: text(COURSE_TEXTS.missingInfo)
    .trim()
    .min(1, COURSE_TEXTS.missingInfo)
    .max(COURSE_FIELD_MAX_LENGTH),
  section: optionalText(40)
    .optional()
    .transform((v) => v ?? null),
  professor: optionalText(COURSE_FIELD_MAX_LENGTH)
    .optional()
    .transform((v) => v ?? null),
  semester: CourseSemester.default(DEFAULT_COURSE_SEMESTER),
  year: CourseYear.default(DEFAULT_COURSE_YEAR),
});

/** POST /api/courses */
export const CreateCourseBody = CourseFields.extend({ id: ClientId });
export type CreateCourseBody = z.infer<typeof CreateCourseBody>;
export type CreateCourseInput = z.input<typeof CreateCourseBody>;

/** PUT /api/courses/{courseId} */
export const UpdateCourseBody = CourseFields;
export type UpdateCourseBody = z.infer<typeof UpdateCourseBody>;

export const CourseListReply = z.array(Course);
export type CourseListReply = z.infer<typeof CourseListReply>;

const SharedCourse = z.object({
  courseCode: z.string(),
  section: z.string().nullable(),
});

/** A member sharing at least one course (same code and section). */
export const Classmate = UserSummary.extend({ sharedCourses: z.array(SharedCourse) });
export type Classmate = z.infer<typeof Classmate>;

/** GET /api/courses/{userId}/classmates */
export const ClassmatesReply = z.array(Classmate);
export type ClassmatesReply = z.infer<typeof ClassmatesReply>;

/** The courses writes of the outbox (see mutations.ts). */
export const CourseMutations = {
  createCourse: mutation('POST', '/api/courses', CreateCourseBody),
  updateCourse: mutation('PUT', '/api/courses/:id', UpdateCourseBody),
  deleteCourse: mutation('DELETE', '/api/courses/:id'),
} as const;
