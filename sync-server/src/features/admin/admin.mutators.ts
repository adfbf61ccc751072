// The admin writes (spec part 2 §6, §7 "Admin"; decisions.md): moderate posts, edit a member's
// profile and courses, suspend and unsuspend. Only admins reach `run` (access 'admin'; others
// 403). Suspension takes effect at once: sessions and push subscriptions go in the same
// transaction, and every process closes the member's sockets when it commits (NOTIFY).
import { isPrimaryAdminEmail } from '@greenroom/shared-model/helpers/admin';
import { courseFields, newCourse } from '@greenroom/shared-model/rows/courses';
import { isEmptyEdit } from '@greenroom/shared-model/rows/edit';
import { profileEdit } from '@greenroom/shared-model/rows/users';
import { PROFILE_TEXTS, SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/notifications';
import { type UserRow, users } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { publishKill } from '../../live/channels';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { deleteSessionsOfUser } from '../auth/session';
import {
  deleteCourse,
  findCourse,
  insertCourseIfAbsent,
  updateCourse,
} from '../courses/courses.repo';
import { toCourse } from '../courses/courses.serialize';
import { deletePost, findPost, updatePost } from '../posts/posts.repo';
import { toPost } from '../posts/posts.serialize';
import { findUserById, updateProfile } from '../users/users.repo';
import { toUser } from '../users/users.serialize';

/** Who an admin may suspend: neither the primary admin nor oneself. */
export function maySuspend(member: UserRow, actor: UserRow, env: AppEnv): boolean {
  return member.id !== actor.id && !isPrimaryAdminEmail(member.email, env.PRIMARY_ADMIN_EMAIL);
}

/**
 * Suspends a member at once, in the caller's transaction: sessions and push subscriptions go, and
 * every process closes the member's sockets when it commits (NOTIFY). Also the report queue's
 * Suspend.
 */
export async function suspendMember(db: AppDb, id: string, now: Date): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ isSuspended: true, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  await deleteSessionsOfUser(db, id);
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id));
  // Delivered by PostgreSQL at commit, to every process's /ws hub.
  await publishKill(db, { userId: id });
  return updated!;
}

const adminUpdatePostMutator = defineMutator('adminUpdatePost', {
  access: 'admin',
  async run({ db, body, params, env, now, audit }) {
    const id = idOf(params.id);
    const post = id ? await findPost(db, id) : undefined;
    if (!id || !post) return refuse(404, SERVER_TEXTS.postNotFound);
    const updated = await updatePost(db, id, { content: body.content }, now);
    const author = await findUserById(db, post.authorId);
    if (!updated || !author) return refuse(404, SERVER_TEXTS.postNotFound);
    await audit({ action: 'post.update', memberId: post.authorId, itemKind: 'post', itemId: id });
    return reply(toPost(updated, author, env));
  },
});

const adminDeletePostMutator = defineMutator('adminDeletePost', {
  access: 'admin',
  async run({ db, params, audit }) {
    const id = idOf(params.id);
    const post = id ? await findPost(db, id) : undefined;
    if (!id || !post || !(await deletePost(db, id))) return refuse(404, SERVER_TEXTS.postNotFound);
    await audit({ action: 'post.delete', memberId: post.authorId, itemKind: 'post', itemId: id });
    return reply({ ok: true as const });
  },
});

const adminUpdateUserMutator = defineMutator('adminUpdateUser', {
  access: 'admin',
  async run({ db, body, params, env, now, audit }) {
    const id = idOf(params.id);
    const member = id ? await findUserById(db, id) : undefined;
    if (!id || !member || member.deletedAt) return refuse(404, PROFILE_TEXTS.userNotFound);
    const edit = profileEdit(body);
    const updated = isEmptyEdit(edit) ? member : await updateProfile(db, id, edit, now);
    if (!updated) return refuse(404, PROFILE_TEXTS.userNotFound);
    await audit({
      action: 'member.update',
      memberId: id,
      itemKind: 'member',
      itemId: id,
      details: { fields: Object.keys(edit) },
    });
    return reply(toUser(updated, env, 'admin'));
  },
});

const adminSuspendUserMutator = defineMutator('adminSuspendUser', {
  access: 'admin',
  async run({ db, actor, params, env, now, audit }) {
    const id = idOf(params.id);
    const member = id ? await findUserById(db, id) : undefined;
    if (!id || !member || member.deletedAt) return refuse(404, PROFILE_TEXTS.userNotFound);
    if (!maySuspend(member, actor, env)) {
      return refuse(403, SERVER_TEXTS.cannotSuspendPrimaryAdmin);
    }
    const updated = await suspendMember(db, id, now);
    await audit({ action: 'member.suspend', memberId: id, itemKind: 'member', itemId: id });
    return reply(toUser(updated, env, 'admin'));
  },
});

const adminUnsuspendUserMutator = defineMutator('adminUnsuspendUser', {
  access: 'admin',
  async run({ db, params, env, now, audit }) {
    const id = idOf(params.id);
    const member = id ? await findUserById(db, id) : undefined;
    if (!id || !member || member.deletedAt) return refuse(404, PROFILE_TEXTS.userNotFound);
    const [updated] = await db
      .update(users)
      .set({ isSuspended: false, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    await audit({ action: 'member.unsuspend', memberId: id, itemKind: 'member', itemId: id });
    return reply(toUser(updated!, env, 'admin'));
  },
});

const adminCreateCourseMutator = defineMutator('adminCreateCourse', {
  access: 'admin',
  async run({ db, body, params, now, audit }) {
    const userId = idOf(params.id);
    const member = userId ? await findUserById(db, userId) : undefined;
    if (!userId || !member || member.deletedAt) return refuse(404, PROFILE_TEXTS.userNotFound);
    if (body.userId !== userId) return refuse(400, SERVER_TEXTS.invalidRequest);
    const id = body.id ?? crypto.randomUUID();
    const course = newCourse({ ...body, id }, userId, now);
    const created = await insertCourseIfAbsent(db, {
      id,
      userId,
      ...courseFields(course),
      createdAt: now,
      updatedAt: now,
    });
    if (!created) return refuse(409, SERVER_TEXTS.idTaken);
    await audit({
      action: 'course.create',
      memberId: userId,
      itemKind: 'course',
      itemId: id,
      details: { courseCode: created.courseCode },
    });
    return reply(toCourse(created), 201);
  },
});

const adminUpdateCourseMutator = defineMutator('adminUpdateCourse', {
  access: 'admin',
  async run({ db, body, params, now, audit }) {
    const id = idOf(params.id);
    const course = id ? await findCourse(db, id) : undefined;
    if (!id || !course) return refuse(404, SERVER_TEXTS.courseNotFound);
    const updated = await updateCourse(db, id, courseFields(body), now);
    if (!updated) return refuse(404, SERVER_TEXTS.courseNotFound);
    await audit({
      action: 'course.update',
      memberId: course.userId,
      itemKind: 'course',
      itemId: id,
      details: { courseCode: updated.courseCode },
    });
    return reply(toCourse(updated));
  },
});

const adminDeleteCourseMutator = defineMutator('adminDeleteCourse', {
  access: 'admin',
  async run({ db, params, audit }) {
    const id = idOf(params.id);
    const course = id ? await findCourse(db, id) : undefined;
    if (!id || !course || !(await deleteCourse(db, id))) {
      return refuse(404, SERVER_TEXTS.courseNotFound);
    }
    await audit({
      action: 'course.delete',
      memberId: course.userId,
      itemKind: 'course',
      itemId: id,
      details: { courseCode: course.courseCode },
    });
    return reply({ ok: true as const });
  },
});

export const ADMIN_MUTATORS = [
  adminUpdatePostMutator,
  adminDeletePostMutator,
  adminUpdateUserMutator,
  adminSuspendUserMutator,
  adminUnsuspendUserMutator,
  adminCreateCourseMutator,
  adminUpdateCourseMutator,
  adminDeleteCourseMutator,
];
