// "Going", "Interested" and taking the answer back: the member's own answer row changes at once
// (pending), the write waits in the outbox. The counts on the card are the server's plus what my
// waiting answers change (hooks/use-my-answers.ts), so the event row itself is never changed here.
import { newEventRsvp } from '@greenroom/shared-model/rows/events';
import type { RsvpStatus } from '@greenroom/shared-model/schemas/events';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import { captureUndo, deleteOptimistic, putPending } from '../../../client-core/outbox/undo';

export async function answerEvent(
  db: MemberDb,
  userId: string,
  eventId: string,
  status: RsvpStatus,
  now: Date = new Date(),
): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'rsvpEvent', {
    params: { id: eventId },
    body: { status },
    entity: 'eventRsvps',
    entityId: eventId,
    tables: ['eventRsvps'],
    undo: (tx) => captureUndo(tx, 'eventRsvps', eventId),
    apply: (tx) => putPending(tx, 'eventRsvps', newEventRsvp(eventId, userId, status, now)),
  });
  return entry;
}

export async function takeBackAnswer(db: MemberDb, eventId: string): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'removeRsvp', {
    params: { id: eventId },
    entity: 'eventRsvps',
    entityId: eventId,
    tables: ['eventRsvps'],
    undo: (tx) => captureUndo(tx, 'eventRsvps', eventId),
    apply: (tx) => deleteOptimistic(tx, 'eventRsvps', eventId),
  });
  return entry;
}
