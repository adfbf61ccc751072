// Drizzle queries of events; every function takes the pool or the request's transaction.
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { events } from '../../db/schema/feed';
import { type UserRow, users } from '../../db/schema/users';
import { isBlockedBetween, notMutedBy, visibleTo } from '../privacy/blocks.repo';
import { hiddenItemIds, type Viewer } from '../reports/visibility';
import type { EventRow, NewEventRow } from './events.serialize';

export interface EventWithAuthor {
  event: EventRow;
  author: UserRow;
}

/** Insert unless the id exists; returns the new row, or null when the id was taken. */
export async function insertEventIfAbsent(
  db: AppDb,
  values: NewEventRow,
): Promise<EventRow | null> {
  const [row] = await db.insert(events).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findEvent(db: AppDb, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

async function findEventWithAuthor(db: AppDb, id: string): Promise<EventWithAuthor | undefined> {
  const [row] = await db
    .select({ event: events, author: users })
    .from(events)
    .innerJoin(users, eq(users.id, events.authorId))
    .where(eq(events.id, id))
    .limit(1);
  return row;
}

/**
 * The event with its author when the viewer may see it (no block between them, not hidden from
 * them by reports); else undefined, which callers answer 404 "Event not found".
 */
export async function findEventFor(
  db: AppDb,
  id: string,
  viewer: Viewer,
): Promise<EventWithAuthor | undefined> {
  const found = await findEventWithAuthor(db, id);
  if (!found) return undefined;
  if ((await hiddenItemIds(db, 'event', [found.event], viewer)).size > 0) return undefined;
  if (await isBlockedBetween(db, viewer.id, found.event.authorId)) return undefined;
  return found;
}

/** Newest first (ties broken by id so that pages are stable). */
export async function listEvents(
  db: AppDb,
  options: {
    before?: Date | undefined;
    authorId?: string | undefined;
    limit: number;
    /** The member reading: authors a block stands between are left out (ADR 024). */
    viewerId?: string | undefined;
    /** Also leave out the authors the viewer muted (their feed). */
    hideMuted?: boolean;
  },
): Promise<EventWithAuthor[]> {
  const where: SQL[] = [];
  if (options.before) where.push(lt(events.createdAt, options.before));
  if (options.authorId) where.push(eq(events.authorId, options.authorId));
  if (options.viewerId) {
    where.push(visibleTo(options.viewerId, events.authorId));
    if (options.hideMuted) where.push(notMutedBy(options.viewerId, events.authorId));
  }
  return db
    .select({ event: events, author: users })
    .from(events)
    .innerJoin(users, eq(users.id, events.authorId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(options.limit);
}

export type EventPatch = Partial<
  Pick<NewEventRow, 'title' | 'description' | 'eventDate' | 'location'>
>;

export async function updateEvent(
  db: AppDb,
  id: string,
  patch: EventPatch,
  now: Date,
): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({ ...patch, updatedAt: now })
    .where(eq(events.id, id))
    .returning();
  return row;
}

/** True when a row was deleted. */
export async function deleteEvent(db: AppDb, id: string): Promise<boolean> {
  const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return rows.length > 0;
}
