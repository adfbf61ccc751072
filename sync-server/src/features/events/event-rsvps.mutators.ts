// Answers to events (#34): PUT and DELETE /api/events/{id}/rsvp. The organiser hears of members
// going in one grouped notification per event.
import { RSVP_TEXTS, rsvpText } from '@greenroom/shared-model/event-texts';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { notify } from '../notifications/notify';
import { viewerOf } from '../reports/visibility';
import { answerEvent, goingExcept, removeAnswer } from './event-rsvps.repo';
import { findEventFor } from './events.repo';
import { toEventRsvp } from './events.serialize';

const rsvpEventMutator = defineMutator('rsvpEvent', {
  limit: 'rsvps',
  async run({ db, actor, params, body, env, now }) {
    const id = idOf(params.id);
    const found = id ? await findEventFor(db, id, viewerOf(actor, env)) : undefined;
    if (!found) return refuse(404, SERVER_TEXTS.eventNotFound);
    const { event } = found;
    if (event.eventDate.getTime() < now.getTime()) return refuse(422, RSVP_TEXTS.eventOver);
    const { rsvp, created, nowGoing } = await answerEvent(db, event.id, actor.id, body.status, now);
    if (nowGoing && event.authorId !== actor.id) {
      const others = (await goingExcept(db, event.id, event.authorId)) - 1;
      await notify(db, {
        recipientId: event.authorId,
        actorId: actor.id,
        type: 'event_rsvp',
        title: RSVP_TEXTS.rsvpTitle,
        message: rsvpText(`${actor.firstName} ${actor.lastName}`.trim(), others, event.title),
        data: { eventId: event.id, memberId: actor.id },
        group: `rsvp:event:${event.id}`,
      });
    }
    return reply(toEventRsvp(rsvp), created ? 201 : 200);
  },
});

const removeRsvpMutator = defineMutator('removeRsvp', {
  async run({ db, actor, params }) {
    const id = idOf(params.id);
    if (!id) return refuse(404, SERVER_TEXTS.eventNotFound);
    // Taking back an answer that is gone, or was never given, leaves the same state: a success.
    await removeAnswer(db, id, actor.id);
    return reply({ ok: true as const });
  },
});

export const EVENT_RSVP_MUTATORS = [rsvpEventMutator, removeRsvpMutator];
