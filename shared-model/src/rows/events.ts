// What the optimistic event and the server's event have in common: building a new one from its
// body, and merging an edit per field (the PWA's actions and the server's mutators both call
// these, so the row a member sees at once is the row the server stores).
import type {
  CreateEventBody,
  Event,
  EventRsvp,
  RsvpStatus,
  UpdateEventBody,
} from '../schemas/events';
import type { UserSummary } from '../schemas/users';
import { isEmptyEdit } from './edit';

/** A new event by `author`, at `now` (millisecond precision, as stored). */
export function newEvent<A extends UserSummary>(
  body: CreateEventBody & { id: string },
  author: A,
  now: Date,
): Event & { author: A } {
  const at = now.toISOString();
  return {
    id: body.id,
    title: body.title,
    description: body.description,
    eventDate: body.eventDate,
    location: body.location,
    author,
    authorId: author.id,
    createdAt: at,
    updatedAt: at,
  };
}

export type EventEdit = Partial<Pick<Event, 'title' | 'description' | 'eventDate' | 'location'>>;

/** The fields an edit writes: only those present in the body (an empty location clears it). */
export function eventEdit(body: UpdateEventBody): EventEdit {
  const edit: EventEdit = {};
  if (body.title !== undefined) edit.title = body.title;
  if (body.description !== undefined) edit.description = body.description;
  if (body.eventDate !== undefined) edit.eventDate = body.eventDate;
  if (body.location !== undefined) edit.location = body.location;
  return edit;
}

/** The event after an edit; `updatedAt` moves only when something was written. */
export function editedEvent<E extends Event>(event: E, body: UpdateEventBody, now: Date): E {
  const edit = eventEdit(body);
  if (isEmptyEdit(edit)) return event;
  return { ...event, ...edit, updatedAt: now.toISOString() };
}

/** My answer to an event, as the server stores it and my device shows it at once. */
export function newEventRsvp(
  eventId: string,
  userId: string,
  status: RsvpStatus,
  now: Date,
): EventRsvp {
  const at = now.toISOString();
  return { eventId, userId, status, createdAt: at, updatedAt: at };
}
