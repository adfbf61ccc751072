// Admin dashboard (spec part 2 §2 Admin, §3, §7 "Admin").
import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '../constants';
import { Id, Timestamp, text } from './common';
import { CourseFields } from './courses';
import { mutation } from './mutation-def';
import { UpdateProfileBody, User, UserSummary } from './users';

export { AdminJobApplicationsReply } from './applications';

import { AdminUpdatePostBody } from './posts';

/** GET /api/admin/stats */
export const AdminStats = z.object({
  totalUsers: z.number().int().nonnegative(),
  activeUsers: z.number().int().nonnegative(),
  suspendedUsers: z.number().int().nonnegative(),
  totalContent: z.number().int().nonnegative(),
  totalPosts: z.number().int().nonnegative(),
  totalJobs: z.number().int().nonnegative(),
  totalEvents: z.number().int().nonnegative(),
});
export type AdminStats = z.infer<typeof AdminStats>;

/** An online member (active in the last 5 minutes). */
const OnlineUser = z.object({
  id: Id,
  user: UserSummary,
  currentPage: z.string().nullable(),
  lastSeen: Timestamp,
});

/** GET /api/admin/online-users */
export const OnlineUsersReply = z.array(OnlineUser);
export type OnlineUsersReply = z.infer<typeof OnlineUsersReply>;

/** GET /api/admin/online-users/count */
export const OnlineUsersCountReply = z.object({ count: z.number().int().nonnegative() });
export type OnlineUsersCountReply = z.infer<typeof OnlineUsersCountReply>;

/** GET /api/admin/users-today */
export const UsersTodayReply = z.object({
  totalUsers: z.number().int().nonnegative(),
  users: z.array(
    z.object({
      user: UserSummary,
      lastActivity: Timestamp,
      visitCount: z.number().int().nonnegative(),
    }),
  ),
});
export type UsersTodayReply = z.infer<typeof UsersTodayReply>;

/** GET /api/admin/users?q=… (name, e-mail, major, skills, course codes) */
export const AdminUsersQuery = z.object({
  q: text().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

/** GET /api/admin/users: members, each saying whether it is the primary admin (who cannot be
 * suspended, so the dashboard offers no Suspend). */
export const AdminUser = User.extend({ isPrimaryAdmin: z.boolean() });
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUsersReply = z.array(AdminUser);
export type AdminUsersReply = z.infer<typeof AdminUsersReply>;

/** PUT /api/admin/users/{userId}: the profile fields (per-field merge). */
export const AdminUpdateUserBody = UpdateProfileBody;
export type AdminUpdateUserBody = z.infer<typeof AdminUpdateUserBody>;

/** POST /api/admin/users/{userId}/courses: course fields plus userId (must match the path). */
export const AdminCreateCourseBody = CourseFields.extend({
  id: Id.optional(),
  userId: Id,
});
export type AdminCreateCourseBody = z.infer<typeof AdminCreateCourseBody>;

/** PUT /api/admin/courses/{id} */
const AdminUpdateCourseBody = CourseFields;

export const MigrationReply = z.object({
  total: z.number().int().nonnegative(),
  migrated: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  errors: z.array(z.string()),
});
export type MigrationReply = z.infer<typeof MigrationReply>;

/** The admin writes of the outbox (see mutations.ts). */
export const AdminMutations = {
  adminUpdatePost: mutation('PUT', '/api/admin/posts/:id', AdminUpdatePostBody),
  adminDeletePost: mutation('DELETE', '/api/admin/posts/:id'),
  adminUpdateUser: mutation('PUT', '/api/admin/users/:id', AdminUpdateUserBody),
  adminSuspendUser: mutation('POST', '/api/admin/users/:id/suspend'),
  adminUnsuspendUser: mutation('POST', '/api/admin/users/:id/unsuspend'),
  adminCreateCourse: mutation('POST', '/api/admin/users/:id/courses', AdminCreateCourseBody),
  adminUpdateCourse: mutation('PUT', '/api/admin/courses/:id', AdminUpdateCourseBody),
  adminDeleteCourse: mutation('DELETE', '/api/admin/courses/:id'),
} as const;
