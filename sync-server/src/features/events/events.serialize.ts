// The one serialisation of an event for replies (REST and sync pull).
import type { Event, EventRsvp } from '@greenroom/shared-model/schemas/events';
import type { eventRsvps, events } from '../../db/schema/feed';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { toUser } from '../users/users.serialize';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

export function toEvent(row: EventRow, author: UserRow, env: AppEnv): Event {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eventDate: row.eventDate.toISOString(),
    location: row.location,
    author: toUser(author, env),
    authorId: row.authorId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    goingCount: row.goingCount,
    interestedCount: row.interestedCount,
  };
}

export type EventRsvpRow = typeof eventRsvps.$inferSelect;

export function toEventRsvp(row: EventRsvpRow): EventRsvp {
  return {
    eventId: row.eventId,
    userId: row.userId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
