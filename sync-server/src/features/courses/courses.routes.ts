// The course reads (spec part 1 §7 "Courses"): GET /api/courses/{userId} and
// GET /api/courses/{userId}/classmates. The writes are mutators (courses.mutators.ts).
import { IdParam } from '@greenroom/shared-model/schemas/common';
import type { ClassmatesReply, CourseListReply } from '@greenroom/shared-model/schemas/courses';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { declareInput } from '../../http/route-input';
import { idOf } from '../../mutators/path-id';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { toUserSummary } from '../users/users.serialize';
import { findClassmates, listCourses } from './courses.repo';
import { toCourse } from './courses.serialize';

export function coursesRoutes(services: AppServices) {
  const { env } = services;
  const app = new Hono<HonoEnv>();

  // An unknown member simply has no courses (the profile page says "User not found" itself).
  app.get('/:id', declareInput({ param: IdParam }), requireUser, async (c) => {
    const userId = idOf(c.req.param('id'));
    const rows = userId ? await listCourses(c.var.db, userId) : [];
    return c.json(rows.map(toCourse) satisfies CourseListReply);
  });

  app.get('/:id/classmates', declareInput({ param: IdParam }), requireUser, async (c) => {
    const userId = idOf(c.req.param('id'));
    const matches = userId ? await findClassmates(c.var.db, userId) : [];
    const reply: ClassmatesReply = matches.map((m) => ({
      ...toUserSummary(m.user, env),
      sharedCourses: m.shared,
    }));
    return c.json(reply);
  });

  return app;
}
