// The event writes (spec part 2 §5, §7): POST /api/events, PUT and DELETE /api/events/{id}. The
// author or an admin may change an event (decisions.md "Roles").
import { isEmptyEdit } from '@greenroom/shared-model/rows/edit';
import { eventEdit, newEvent } from '@greenroom/shared-model/rows/events';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { findUserById } from '../users/users.repo';
import { isEffectiveAdmin, toUser } from '../users/users.serialize';
import { deleteEvent, findEvent, insertEventIfAbsent, updateEvent } from './events.repo';
import { type EventRow, toEvent } from './events.serialize';

const mayChange = (event: EventRow, me: UserRow, env: AppEnv) =>
  event.authorId === me.id || isEffectiveAdmin(me, env);

const createEventMutator = defineMutator('createEvent', {
  limit: 'events',
  async run({ db, actor, body, env, now }) {
    const id = body.id ?? crypto.randomUUID();
    const event = newEvent({ ...body, id }, toUser(actor, env), now);
    const created = await insertEventIfAbsent(db, {
      id,
      authorId: actor.id,
      title: event.title,
      description: event.description,
      eventDate: new Date(event.eventDate),
      location: event.location,
      createdAt: now,
      updatedAt: now,
    });
    if (created) return reply(toEvent(created, actor, env), 201);
    // The id exists: the same create sent again (a retry without its key) is a success.
    const existing = await findEvent(db, id);
    if (existing && existing.authorId === actor.id && existing.title === event.title) {
      return reply(toEvent(existing, actor, env), 201);
    }
    return refuse(409, SERVER_TEXTS.idTaken);
  },
});

const updateEventMutator = defineMutator('updateEvent', {
  async run({ db, actor, body, params, env, now, audit }) {
    const id = idOf(params.id);
    const event = id ? await findEvent(db, id) : undefined;
    if (!id || !event) return refuse(404, SERVER_TEXTS.eventNotFound);
    if (!mayChange(event, actor, env)) return refuse(403, SERVER_TEXTS.forbidden);
    const { eventDate, ...edit } = eventEdit(body);
    const patch = {
      ...edit,
      ...(eventDate !== undefined ? { eventDate: new Date(eventDate) } : {}),
    };
    const updated = isEmptyEdit(patch) ? event : await updateEvent(db, id, patch, now);
    if (!updated) return refuse(404, SERVER_TEXTS.eventNotFound);
    const author = updated.authorId === actor.id ? actor : await findUserById(db, updated.authorId);
    if (!author) return refuse(404, SERVER_TEXTS.eventNotFound);
    await audit.onBehalfOf(event.authorId, {
      action: 'event.update',
      itemKind: 'event',
      itemId: id,
    });
    return reply(toEvent(updated, author, env));
  },
});

const deleteEventMutator = defineMutator('deleteEvent', {
  async run({ db, actor, params, env, audit }) {
    const id = idOf(params.id);
    const event = id ? await findEvent(db, id) : undefined;
    // Deleting twice (an outbox replay) answers 404, which the client treats as settled.
    if (!id || !event) return refuse(404, SERVER_TEXTS.eventNotFound);
    if (!mayChange(event, actor, env)) return refuse(403, SERVER_TEXTS.forbidden);
    if (!(await deleteEvent(db, id))) return refuse(404, SERVER_TEXTS.eventNotFound);
    // An admin deleting another member's event (ADR 025).
    await audit.onBehalfOf(event.authorId, {
      action: 'event.delete',
      itemKind: 'event',
      itemId: id,
    });
    return reply({ ok: true as const });
  },
});

export const EVENT_MUTATORS = [createEventMutator, updateEventMutator, deleteEventMutator];
