// The one serialisation of an event for replies (REST and sync pull).
import type { Event } from '@greenroom/shared-model/schemas/events';
import type { events } from '../../db/schema/feed';
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
  };
}
