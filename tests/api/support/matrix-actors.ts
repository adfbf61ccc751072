// The roles of the authorization matrix as real members on the real database, and the objects
// a row may act on. Each cell gets a fresh session (a logout or a suspension check in one cell
// must not sign the role out of the next) and a fresh target object (a delete must not leave the
// next cell a 404).
import { sessions } from '@greenroom/sync-server/db/schema/auth';
import { postComments } from '@greenroom/sync-server/db/schema/comments';
import { connections } from '@greenroom/sync-server/db/schema/connections';
import { events, posts } from '@greenroom/sync-server/db/schema/feed';
import { applications, collaborations, jobs } from '@greenroom/sync-server/db/schema/jobs';
import {
  conversationMembers,
  conversations,
  messages,
} from '@greenroom/sync-server/db/schema/messages';
import { notifications } from '@greenroom/sync-server/db/schema/notifications';
import { courses, portfolioItems } from '@greenroom/sync-server/db/schema/profiles';
import { type NewUserRow, users } from '@greenroom/sync-server/db/schema/users';
import { createPasswordHasher } from '@greenroom/sync-server/features/auth/password';
import { newSessionToken, sessionIdOf } from '@greenroom/sync-server/features/auth/session';
import { and, eq, or } from 'drizzle-orm';
import { uniqueEmail } from '../../support/accounts';
import type { TestApp } from '../../support/test-app';

/** Column names of the matrix, in its order. */
export const ROLES = [
  'anon',
  'member',
  'owner',
  'other',
  'jobAuthor',
  'applicant',
  'admin',
  'suspended',
] as const;
/**
 * The role of the second table (`| route | unverified |`): an account whose e-mail is not
 * verified, signed up with the primary admin address (#28 §1, ADR 023).
 */
export const UNVERIFIED_ROLE = 'unverified';
export type Role = (typeof ROLES)[number] | typeof UNVERIFIED_ROLE;

/** What the `target` column of a row may name: the object behind the path's `:id`. */
export const TARGETS = [
  'post',
  'event',
  'member',
  'user',
  'job',
  'application',
  'course',
  'portfolioItem',
  'connection',
  'notification',
  'collaboration',
  'comment',
  'conversation',
  'message',
] as const;
export type Target = (typeof TARGETS)[number];

export interface Actor {
  id: string;
  email: string;
  password: string;
}

export interface MatrixActors {
  readonly actors: Record<Exclude<Role, 'anon'>, Actor>;
  /** A `Cookie` header for a new session of the role (none for anon). */
  sessionCookie(role: Role): Promise<string | undefined>;
  /** A new object of this kind, owned as the matrix legend says; returns its id. */
  createTarget(target: Target): Promise<string>;
}

export async function createMatrixActors(t: TestApp): Promise<MatrixActors> {
  const password = 'matrix password 42';
  const passwordHash = await createPasswordHasher(t.env).hash(password);
  const member = async (firstName: string, flags: Partial<NewUserRow> = {}): Promise<Actor> => {
    const email = flags.email ?? uniqueEmail(firstName.toLowerCase());
    const [row] = await t.db
      .insert(users)
      .values({ email, passwordHash, firstName, lastName: 'Matrix', isVerified: true, ...flags })
      .returning({ id: users.id });
    return { id: row!.id, email, password };
  };
  const actors = {
    member: await member('Member'),
    // The most tempting address, unproven: it must grant nothing until verified.
    unverified: await member('Unverified', { isVerified: false, email: t.env.PRIMARY_ADMIN_EMAIL }),
    owner: await member('Owner'),
    other: await member('Other'),
    jobAuthor: await member('JobAuthor'),
    applicant: await member('Applicant'),
    admin: await member('Admin', { isAdmin: true }),
    suspended: await member('Suspended', { isSuspended: true }),
  };

  const createJob = async () => {
    const [job] = await t.db
      .insert(jobs)
      .values({ authorId: actors.jobAuthor.id, title: 'Gaffer', description: 'Two days' })
      .returning({ id: jobs.id });
    return job!.id;
  };

  // A group the owner started with `other`, whose request is still open, with a message of the
  // owner's (a group: each cell gets one of its own, and it can be left).
  const createConversation = async () => {
    const [conversation] = await t.db
      .insert(conversations)
      .values({ createdBy: actors.owner.id, isGroup: true })
      .returning({ id: conversations.id });
    const conversationId = conversation!.id;
    await t.db.insert(conversationMembers).values([
      { conversationId, userId: actors.owner.id, status: 'active' },
      { conversationId, userId: actors.other.id, status: 'request' },
    ]);
    const [message] = await t.db
      .insert(messages)
      .values({ conversationId, senderId: actors.owner.id, content: 'A message of the owner' })
      .returning({ id: messages.id });
    return { conversationId, messageId: message!.id };
  };

  return {
    actors,
    async sessionCookie(role) {
      if (role === 'anon') return undefined;
      const token = newSessionToken();
      await t.db.insert(sessions).values({
        id: sessionIdOf(token),
        userId: actors[role].id,
        expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      });
      return `greenroom_session=${token}`;
    },
    async createTarget(target) {
      switch (target) {
        case 'user':
          return actors.owner.id;
        // A member of their own, for the admin calls that change one (suspend, edit).
        case 'member':
          return (await member('Target')).id;
        case 'post': {
          const [post] = await t.db
            .insert(posts)
            .values({ authorId: actors.owner.id, content: 'A post of the owner' })
            .returning({ id: posts.id });
          return post!.id;
        }
        case 'conversation':
          return (await createConversation()).conversationId;
        case 'message':
          return (await createConversation()).messageId;
        case 'comment': {
          const [post] = await t.db
            .insert(posts)
            .values({ authorId: actors.jobAuthor.id, content: 'A post of jobAuthor' })
            .returning({ id: posts.id });
          const [comment] = await t.db
            .insert(postComments)
            .values({
              postId: post!.id,
              postAuthorId: actors.jobAuthor.id,
              authorId: actors.owner.id,
              content: 'A comment of the owner',
            })
            .returning({ id: postComments.id });
          return comment!.id;
        }
        case 'event': {
          const [event] = await t.db
            .insert(events)
            .values({
              authorId: actors.owner.id,
              title: 'An event of the owner',
              description: 'Ten films',
              // Ahead: an event that has taken place takes no more answers.
              eventDate: new Date(Date.now() + 86_400_000),
            })
            .returning({ id: events.id });
          return event!.id;
        }
        case 'job':
          return createJob();
        case 'connection': {
          // One row per pair: start each cell from a fresh pending request.
          const [a, b] = [actors.owner.id, actors.other.id];
          await t.db
            .delete(connections)
            .where(
              or(
                and(eq(connections.requesterId, a), eq(connections.addresseeId, b)),
                and(eq(connections.requesterId, b), eq(connections.addresseeId, a)),
              ),
            );
          const [row] = await t.db
            .insert(connections)
            .values({ requesterId: a, addresseeId: b })
            .returning({ id: connections.id });
          return row!.id;
        }
        case 'notification': {
          const [row] = await t.db
            .insert(notifications)
            .values({
              userId: actors.owner.id,
              type: 'profile_view',
              title: 'Profile View',
              message: 'Someone viewed your profile',
            })
            .returning({ id: notifications.id });
          return row!.id;
        }
        case 'course': {
          const [course] = await t.db
            .insert(courses)
            .values({ userId: actors.owner.id, courseCode: 'FMTV-UT 1040', courseName: 'Owned' })
            .returning({ id: courses.id });
          return course!.id;
        }
        case 'portfolioItem': {
          const [item] = await t.db
            .insert(portfolioItems)
            .values({
              userId: actors.owner.id,
              title: 'Owned',
              mediaUrl: 'https://youtu.be/dQw4w9WgXcQ',
              mediaType: 'youtube',
            })
            .returning({ id: portfolioItems.id });
          return item!.id;
        }
        case 'application': {
          const [application] = await t.db
            .insert(applications)
            .values({ jobId: await createJob(), applicantId: actors.applicant.id })
            .returning({ id: applications.id });
          return application!.id;
        }
        case 'collaboration': {
          const [row] = await t.db
            .insert(collaborations)
            .values({
              jobTitle: 'Gaffer',
              authorId: actors.jobAuthor.id,
              applicantId: actors.applicant.id,
              workedAt: new Date(),
            })
            .returning({ id: collaborations.id });
          return row!.id;
        }
      }
    },
  };
}
