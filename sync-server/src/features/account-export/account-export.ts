// "Download my data": everything a member put in, and what the app keeps about them, as one JSON
// document (media as the links they point to). Built after the request commits, on the pool, so
// a large archive never holds a request; kept for a day.
import type { DATA_EXPORT_SECTIONS } from '@greenroom/shared-model/schemas/account';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { dataExports } from '../../db/schema/auth';
import { postComments } from '../../db/schema/comments';
import { connections } from '../../db/schema/connections';
import { events, posts } from '../../db/schema/feed';
import { applications, collaborations, jobs, savedJobs } from '../../db/schema/jobs';
import { conversationMembers, conversations, messages } from '../../db/schema/messages';
import { notifications } from '../../db/schema/notifications';
import { courses, portfolioItems, profileViews } from '../../db/schema/profiles';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { toApplication } from '../applications/applications.serialize';
import { toCollaboration } from '../collaborations/collaborations.serialize';
import { toComment } from '../comments/comments.serialize';
import { toConnection } from '../connections/connections.serialize';
import { toCourse } from '../courses/courses.serialize';
import { toJob, toSavedJob } from '../jobs/jobs.serialize';
import { toConversation, toMessage } from '../messages/messages.serialize';
import { toNotification } from '../notifications/notifications.serialize';
import { toPortfolioItem } from '../portfolio/portfolio.serialize';
import { toPost } from '../posts/posts.serialize';
import { toCurrentUser } from '../users/users.serialize';

const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** A new request within this time gets the export made for the last one. */
export const EXPORT_REUSE_MS = 10 * 60 * 1000;

export type ExportRow = typeof dataExports.$inferSelect;

/** The member's latest export, if any. */
export async function latestExport(db: AppDb, userId: string): Promise<ExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row;
}

/** A new pending export (expired archives of everyone are dropped on the way). */
export async function startExport(db: AppDb, userId: string, now: Date): Promise<ExportRow> {
  await db.delete(dataExports).where(lt(dataExports.expiresAt, now));
  await db.delete(dataExports).where(eq(dataExports.userId, userId));
  const [row] = await db.insert(dataExports).values({ userId, createdAt: now }).returning();
  return row!;
}

type Archive = Record<(typeof DATA_EXPORT_SECTIONS)[number], unknown> & {
  exportedAt: string;
  format: string;
};

/** The archive of `user`, read in one snapshot. */
async function buildArchive(db: AppDb, user: UserRow, env: AppEnv, now: Date): Promise<Archive> {
  const id = user.id;
  const [c, p, ps, cm, ev, js, sj, mine, toMine, col, con, notes, views, chats, sent] =
    await Promise.all([
      db.select().from(courses).where(eq(courses.userId, id)),
      db.select().from(portfolioItems).where(eq(portfolioItems.userId, id)),
      db.select().from(posts).where(eq(posts.authorId, id)),
      db.select().from(postComments).where(eq(postComments.authorId, id)),
      db.select().from(events).where(eq(events.authorId, id)),
      db.select().from(jobs).where(eq(jobs.authorId, id)),
      db.select().from(savedJobs).where(eq(savedJobs.userId, id)),
      db.select().from(applications).where(eq(applications.applicantId, id)),
      db
        .select({ application: applications })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(jobs.authorId, id)),
      db
        .select()
        .from(collaborations)
        .where(or(eq(collaborations.authorId, id), eq(collaborations.applicantId, id))),
      db
        .select()
        .from(connections)
        .where(or(eq(connections.requesterId, id), eq(connections.addresseeId, id))),
      db.select().from(notifications).where(eq(notifications.userId, id)),
      db
        .select({ viewerId: profileViews.viewerId, viewedAt: profileViews.viewedAt })
        .from(profileViews)
        .where(eq(profileViews.viewedId, id)),
      // The conversations the member is in (with where they stand) and the messages they wrote.
      db
        .select({ conversation: conversations, status: conversationMembers.status })
        .from(conversationMembers)
        .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
        .where(eq(conversationMembers.userId, id)),
      db.select().from(messages).where(eq(messages.senderId, id)),
    ]);
  return {
    format: 'greenroom-export-1',
    exportedAt: now.toISOString(),
    profile: toCurrentUser(user, env),
    courses: c.map(toCourse),
    portfolioItems: p.map(toPortfolioItem),
    posts: ps.map((row) => toPost(row, user, env)),
    comments: cm.map((row) => toComment(row, user, env)),
    conversations: chats.map((r) => ({ ...toConversation(r.conversation), myStatus: r.status })),
    messages: sent.map(toMessage),
    events: ev.map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      eventDate: e.eventDate.toISOString(),
      location: e.location,
      createdAt: e.createdAt.toISOString(),
    })),
    jobs: js.map((row) => toJob(row, user, env)),
    savedJobs: sj.map(toSavedJob),
    applications: mine.map((row) => toApplication(row, env)),
    applicationsToMyJobs: toMine.map((r) => toApplication(r.application, env)),
    collaborations: col.map((row) => toCollaboration(row, env)),
    connections: con.map(toConnection),
    notifications: notes.map(toNotification),
    profileViews: views.map((v) => ({ viewerId: v.viewerId, viewedAt: v.viewedAt.toISOString() })),
  };
}

/** Builds and stores the archive of the export `exportId`; a failure marks it failed. */
export async function completeExport(
  db: AppDb,
  exportId: string,
  user: UserRow,
  env: AppEnv,
): Promise<void> {
  const now = new Date();
  try {
    const archive = await db.transaction((tx) => buildArchive(tx, user, env, now), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    await db
      .update(dataExports)
      .set({
        status: 'ready',
        archive: JSON.stringify(archive, null, 2),
        readyAt: now,
        expiresAt: new Date(now.getTime() + EXPORT_TTL_MS),
      })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')));
  } catch (error) {
    await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, exportId));
    throw error;
  }
}
