// Events (spec part 2 §3, §5, §7 "Posts, events, uploads").
import { z } from 'zod';
import { RSVP_STATUSES } from '../catalogues';
import {
  DESCRIPTION_MAX_LENGTH,
  LIST_PAGE_DEFAULT,
  LIST_PAGE_MAX,
  SHORT_TEXT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../constants';
import { VALIDATION_TEXTS } from '../texts';
import { ClientId, CommaList, Id, optionalText, requiredText, Timestamp, text } from './common';
import { mutation } from './mutation-def';
import { UserSummary } from './users';

/** An event (replicated entity 'event'). */
export const Event = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  eventDate: Timestamp,
  location: z.string().nullable(),
  author: UserSummary,
  authorId: Id,
  createdAt: Timestamp,
  updatedAt: Timestamp.optional(),
  /** Members who answered "Going" and "Interested" (absent on rows kept from before RSVPs). */
  goingCount: z.number().int().min(0).optional(),
  interestedCount: z.number().int().min(0).optional(),
});
export type Event = z.infer<typeof Event>;

export const RsvpStatus = z.enum(RSVP_STATUSES, { message: 'Choose Going or Interested' });
export type RsvpStatus = z.infer<typeof RsvpStatus>;

/** My answer to an event (replicated entity 'eventRsvp': each member holds their own). */
export const EventRsvp = z.object({
  eventId: Id,
  userId: Id,
  status: RsvpStatus,
  createdAt: Timestamp,
  updatedAt: Timestamp.optional(),
});
export type EventRsvp = z.infer<typeof EventRsvp>;

/** PUT /api/events/{id}/rsvp */
const RsvpBody = z.object({ status: RsvpStatus });

/**
 * GET /api/events/{id}/rsvps: who is going (every member sees it) and, for the organiser, who is
 * interested too (null for anyone else). The counts include members the reader does not see.
 */
export const EventRsvps = z.object({
  going: z.array(UserSummary),
  interested: z.array(UserSummary).nullable(),
  goingCount: z.number().int().min(0),
  interestedCount: z.number().int().min(0),
});
export type EventRsvps = z.infer<typeof EventRsvps>;

/** ISO date-time with Z or an offset (the client sends `Date#toISOString()`). */
const EventDate = text(VALIDATION_TEXTS.dateRequired)
  .trim()
  .min(1, VALIDATION_TEXTS.dateRequired)
  .pipe(z.iso.datetime({ offset: true, message: VALIDATION_TEXTS.dateRequired }))
  .pipe(Timestamp)
  .meta({ examples: ['2026-12-18T19:30:00.000Z', '2027-03-01T09:00:00-05:00'] });

const Title = requiredText(TITLE_MAX_LENGTH, VALIDATION_TEXTS.titleRequired);
const Description = requiredText(DESCRIPTION_MAX_LENGTH, VALIDATION_TEXTS.descriptionRequired);
const Location = optionalText(SHORT_TEXT_MAX_LENGTH).optional();

/** POST /api/events (checked in the spec's order: title, description, date). */
export const CreateEventBody = z.object({
  id: ClientId,
  title: Title,
  description: Description,
  eventDate: EventDate,
  location: Location.transform((v) => v ?? null),
});
export type CreateEventBody = z.infer<typeof CreateEventBody>;
export type CreateEventInput = z.input<typeof CreateEventBody>;

/** PUT /api/events/{id} (also used by admins): per-field merge. */
export const UpdateEventBody = z.object({
  title: Title.optional(),
  description: Description.optional(),
  eventDate: EventDate.optional(),
  location: Location,
});
export type UpdateEventBody = z.infer<typeof UpdateEventBody>;

/** GET /api/events: newest first, in pages. */
export const EventListQuery = z.object({
  before: Timestamp.optional(),
  limit: z.coerce
    .number()
    .int()
    .positive()
    .catch(LIST_PAGE_DEFAULT)
    .transform((n) => Math.min(n, LIST_PAGE_MAX)),
  authorId: Id.optional(),
});
export type EventListQuery = z.infer<typeof EventListQuery>;

/** GET /api/events/view-counts?eventIds=... */
export const EventViewCountsQuery = z.object({ eventIds: CommaList.pipe(z.array(Id).max(500)) });
export type EventViewCountsQuery = z.infer<typeof EventViewCountsQuery>;

/** The events writes of the outbox (see mutations.ts). */
export const EventMutations = {
  createEvent: mutation('POST', '/api/events', CreateEventBody),
  updateEvent: mutation('PUT', '/api/events/:id', UpdateEventBody),
  deleteEvent: mutation('DELETE', '/api/events/:id'),
  rsvpEvent: mutation('PUT', '/api/events/:id/rsvp', RsvpBody),
  removeRsvp: mutation('DELETE', '/api/events/:id/rsvp'),
} as const;
