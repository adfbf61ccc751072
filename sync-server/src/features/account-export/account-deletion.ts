// Deleting one's account (issue 16): every personal row goes (content, links, marks, sessions,
// push subscriptions, tokens, archives, notifications about the member); the users row stays,
// anonymised ("Former member", no e-mail, no profile) and closed, so that what other members rely
// on (the member's applications to their jobs, "worked together" credits) keeps a row to point
// at. The row's change reaches every replica as a delete (the user entity serialises a deleted
// member as nothing); the address may sign up again.
import { eq, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  dataExports,
  emailChangeTokens,
  emailVerificationTokens,
  passwordResetTokens,
  sessions,
} from '../../db/schema/auth';
import { connections } from '../../db/schema/connections';
import { events, posts } from '../../db/schema/feed';
import { applications, collaborations, jobs, savedJobs } from '../../db/schema/jobs';
import { notifications, pushSubscriptions } from '../../db/schema/notifications';
import { courses, portfolioItems, profileViews } from '../../db/schema/profiles';
import { type UserRow, users } from '../../db/schema/users';
import { releaseFilesOf } from '../uploads/media-columns';

/** Removes the member's personal data in the caller's transaction; returns the sessions that
 * ended (their sockets close after the commit). Every file the member uploaded is released: the
 * media janitor deletes each after the commit unless another member's row still references it
 * (ADR 022). */
export async function deleteAccount(
  db: AppDb,
  user: UserRow,
  now: Date,
): Promise<{ endedSessions: string[] }> {
  const id = user.id;
  await releaseFilesOf(db, id);
  await db.delete(posts).where(eq(posts.authorId, id));
  await db.delete(events).where(eq(events.authorId, id));
  // Their jobs go with the applications and saved marks of others (each leaves a tombstone).
  await db.delete(jobs).where(eq(jobs.authorId, id));
  await db.delete(courses).where(eq(courses.userId, id));
  await db.delete(portfolioItems).where(eq(portfolioItems.userId, id));
  await db.delete(savedJobs).where(eq(savedJobs.userId, id));
  await db
    .delete(connections)
    .where(or(eq(connections.requesterId, id), eq(connections.addresseeId, id)));
  await db
    .delete(profileViews)
    .where(or(eq(profileViews.viewerId, id), eq(profileViews.viewedId, id)));
  await db
    .delete(notifications)
    .where(
      or(
        eq(notifications.userId, id),
        ...['senderId', 'viewerId', 'newUserId', 'endorserId'].map(
          (key) => sql`${notifications.data} ->> ${key} = ${id}`,
        ),
      ),
    );
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id));
  for (const table of [
    emailVerificationTokens,
    passwordResetTokens,
    emailChangeTokens,
    dataExports,
  ]) {
    await db.delete(table).where(eq(table.userId, id));
  }
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, id))
    .returning({ id: sessions.id });
  await db
    .update(users)
    .set({
      email: `deleted-${id}@deleted.invalid`,
      passwordHash: null,
      googleSub: null,
      firstName: 'Former',
      lastName: 'member',
      phoneNumber: null,
      profileImageUrl: null,
      school: null,
      major: null,
      program: null,
      graduationYear: null,
      bio: null,
      skills: [],
      portfolioUrl: null,
      website: null,
      instagramUrl: null,
      linkedinUrl: null,
      twitterUrl: null,
      youtubeUrl: null,
      imdbUrl: null,
      isVerified: false,
      isAdmin: false,
      // Suspension closes the member's sockets on every process (its trigger) and refuses them.
      isSuspended: true,
      suspendedAt: now,
      hideProfileViews: true,
      emailNotifications: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id));
  // Rows other members keep carry a copy of the member's name: touched, they replicate again with
  // "Former member" in its place.
  await db.update(applications).set({ updatedAt: now }).where(eq(applications.applicantId, id));
  await db
    .update(collaborations)
    .set({ updatedAt: now })
    .where(or(eq(collaborations.authorId, id), eq(collaborations.applicantId, id)));
  return { endedSessions: ended.map((s) => s.id) };
}
