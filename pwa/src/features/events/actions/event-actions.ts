// Create, edit and delete an event: the change shows at once (pending) and the spec's call waits
// in the outbox, in ONE Dexie transaction, built by the row functions the server uses
// (rows/events.ts). A refusal puts the row back as it was.
import { editedEvent, newEvent } from '@greenroom/shared-model/rows/events';
import type {
  CreateEventInput,
  Event,
  UpdateEventBody,
} from '@greenroom/shared-model/schemas/events';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import {
  enqueueCreate,
  enqueueMutation,
  type MutationInput,
} from '../../../client-core/outbox/enqueue-mutation';
import { captureUndo, deleteOptimistic, updatePendingWith } from '../../../client-core/outbox/undo';
import { authorSummary } from '../../posts/actions/author-summary';

export type NewEvent = Omit<CreateEventInput, 'id'>;
export type EventChanges = NonNullable<MutationInput<'updateEvent'>>;

/** Validates in the spec's order (title, description, date), then queues. */
export async function createEvent(
  db: MemberDb,
  author: UserSummary,
  input: NewEvent,
  now: Date = new Date(),
): Promise<{ event: Event; entry: OutboxEntry }> {
  const { row, entry } = await enqueueCreate(db, 'createEvent', 'events', input, (body, id) =>
    newEvent({ ...body, id }, authorSummary(author), now),
  );
  return { event: row, entry };
}

export async function updateEvent(
  db: MemberDb,
  id: string,
  changes: EventChanges,
  now: Date = new Date(),
): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'updateEvent', {
    params: { id },
    body: changes,
    entity: 'events',
    entityId: id,
    tables: ['events'],
    undo: (tx) => captureUndo(tx, 'events', id),
    apply: (tx, body: UpdateEventBody) =>
      updatePendingWith(tx, 'events', id, (event) => editedEvent(event, body, now)),
  });
  return entry;
}

export async function deleteEvent(db: MemberDb, id: string): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'deleteEvent', {
    params: { id },
    entity: 'events',
    entityId: id,
    tables: ['events'],
    undo: (tx) => captureUndo(tx, 'events', id),
    apply: (tx) => deleteOptimistic(tx, 'events', id),
  });
  return entry;
}
