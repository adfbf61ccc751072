// Confirm or remove a "worked together" credit: the change shows at once (pending) and the call
// waits in the outbox; the confirmation is the server's own row function (confirmedBy).
import { confirmedBy } from '@greenroom/shared-model/rows/collaborations';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import { captureUndo, deleteOptimistic, updatePendingWith } from '../../../client-core/outbox/undo';

export async function confirmCollaboration(
  db: MemberDb,
  memberId: string,
  id: string,
  now: Date = new Date(),
): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'confirmCollaboration', {
    params: { id },
    body: {},
    entity: 'collaborations',
    entityId: id,
    tables: ['collaborations'],
    undo: (tx) => captureUndo(tx, 'collaborations', id),
    apply: (tx) =>
      updatePendingWith(tx, 'collaborations', id, (c) => confirmedBy(c, memberId, now)),
  });
  return entry;
}

export async function removeCollaboration(db: MemberDb, id: string): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'removeCollaboration', {
    params: { id },
    entity: 'collaborations',
    entityId: id,
    tables: ['collaborations'],
    undo: (tx) => captureUndo(tx, 'collaborations', id),
    apply: (tx) => deleteOptimistic(tx, 'collaborations', id),
  });
  return entry;
}
