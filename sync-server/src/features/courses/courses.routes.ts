// The course reads (spec part 1 §7 "Courses"): GET /api/courses/{userId} and
// GET /api/courses/{userId}/classmates. The writes are mutators (courses.mutators.ts).
import { IdParam } from '@greenroom/shared-model/schemas/common';
import type { ClassmatesReply, CourseListReply } from '@greenroom/shared-model/schemas/courses';
import { Hono } from 'hono';
import type { AppDb } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { HonoEnv } from '../../http/context';
import { declareInput } from '../../http/route-input';
import { idOf } from '../../mutators/path-id';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { fieldVisible, loadViewer, viewOf } from '../privacy/viewer';
import { findUserById } from '../users/users.repo';
import { toUserSummary } from '../users/users.serialize';
import { findClassmates, listCourses } from './courses.repo';
import { toCourse } from './courses.serialize';

export function coursesRoutes(services: AppServices) {
  const { env } = services;
  const app = new Hono<HonoEnv>();

  /**
   * May the caller see `userId`'s courses (privacy per field, blocks; ADR 024)? A member whose
   * courses are hidden from the caller simply shows none, as an unknown member does.
   */
  async function coursesVisible(db: AppDb, me: UserRow, userId: string | null) {
    const viewer = await loadViewer(db, me, env);
    if (!userId || viewer.hidden.has(userId)) return { viewer, visible: false };
    if (userId === viewer.id) return { viewer, visible: true };
    const owner = await findUserById(db, userId);
    const visible = !!owner && fieldVisible(owner.coursesVisibility, viewOf(viewer, owner.id));
    return { viewer, visible };
  }

  // An unknown member simply has no courses (the profile page says "User not found" itself).
  app.get('/:id', declareInput({ param: IdParam }), requireUser, async (c) => {
    const userId = idOf(c.req.param('id'));
    const { visible } = await coursesVisible(c.var.db, c.var.user!, userId);
    const rows = userId && visible ? await listCourses(c.var.db, userId) : [];
    return c.json(rows.map(toCourse) satisfies CourseListReply);
  });

  // Only members whose courses the caller may see, of a member whose courses the caller may see.
  app.get('/:id/classmates', declareInput({ param: IdParam }), requireUser, async (c) => {
    const userId = idOf(c.req.param('id'));
    const { viewer, visible } = await coursesVisible(c.var.db, c.var.user!, userId);
    const matches = userId && visible ? await findClassmates(c.var.db, userId) : [];
    const reply: ClassmatesReply = matches
      .filter(
        (m) =>
          !viewer.hidden.has(m.user.id) &&
          fieldVisible(m.user.coursesVisibility, viewOf(viewer, m.user.id)),
      )
      .map((m) => ({
        ...toUserSummary(m.user, env, viewOf(viewer, m.user.id)),
        sharedCourses: m.shared,
      }));
    return c.json(reply);
  });

  return app;
}
