// Answers to events: one row per member and event (migration 0021 keeps the event's counts).
import type { RsvpStatus } from '@greenroom/shared-model/schemas/events';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { eventRsvps } from '../../db/schema/feed';
import { type UserRow, users } from '../../db/schema/users';
import { visibleTo } from '../privacy/blocks.repo';
import type { EventRsvpRow } from './events.serialize';

/**
 * The member's answer after this write, and whether they are newly going (a first "Going", or
 * "Interested" turned into "Going"): only that tells the organiser. The same answer again (a
 * replay, a double tap) changes nothing.
 */
export async function answerEvent(
  db: AppDb,
  eventId: string,
  userId: string,
  status: RsvpStatus,
  now: Date,
): Promise<{ rsvp: EventRsvpRow; created: boolean; nowGoing: boolean }> {
  const [before] = await db
    .select()
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
    .for('update');
  if (before?.status === status) return { rsvp: before, created: false, nowGoing: false };
  const [rsvp] = await db
    .insert(eventRsvps)
    .values({ eventId, userId, status, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [eventRsvps.eventId, eventRsvps.userId],
      set: { status, updatedAt: now },
    })
    .returning();
  return { rsvp: rsvp!, created: !before, nowGoing: status === 'going' };
}

export async function removeAnswer(db: AppDb, eventId: string, userId: string): Promise<void> {
  await db
    .delete(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)));
}

/** Who gave this answer, newest first, without members a block stands between with the viewer. */
export async function answeredBy(
  db: AppDb,
  eventId: string,
  status: RsvpStatus,
  viewerId: string,
  limit: number,
): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        eq(eventRsvps.status, status),
        visibleTo(viewerId, eventRsvps.userId),
      ),
    )
    .orderBy(desc(eventRsvps.updatedAt), desc(eventRsvps.userId))
    .limit(limit);
  return rows.map((r) => r.user);
}

/** How many members other than the organiser are going. */
export async function goingExcept(db: AppDb, eventId: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        eq(eventRsvps.status, 'going'),
        ne(eventRsvps.userId, exceptId),
      ),
    );
  return row?.n ?? 0;
}
