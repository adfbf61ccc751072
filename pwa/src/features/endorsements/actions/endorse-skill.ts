// Endorse a connection's skill and take it back: my endorsement row appears or goes at once
// (pending), the write waits in the outbox. Its id is derived from the member, the skill and me,
// so the server's row replaces this one. The count is the server's plus what still waits
// (hooks/use-skill-endorsements.ts).
import { endorsementId, newEndorsement } from '@greenroom/shared-model/rows/endorsements';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import { captureUndo, deleteOptimistic, putPending } from '../../../client-core/outbox/undo';

export async function endorseSkill(
  db: MemberDb,
  endorserId: string,
  userId: string,
  skill: string,
  now: Date = new Date(),
): Promise<OutboxEntry> {
  const row = newEndorsement(userId, skill, endorserId, now);
  const { entry } = await enqueueMutation(db, 'endorseSkill', {
    params: { id: userId },
    body: { skill },
    entity: 'skillEndorsements',
    entityId: row.id,
    tables: ['skillEndorsements'],
    undo: (tx) => captureUndo(tx, 'skillEndorsements', row.id),
    apply: (tx) => putPending(tx, 'skillEndorsements', row),
  });
  return entry;
}

export async function unendorseSkill(
  db: MemberDb,
  endorserId: string,
  userId: string,
  skill: string,
): Promise<OutboxEntry> {
  const id = endorsementId(userId, skill, endorserId);
  const { entry } = await enqueueMutation(db, 'unendorseSkill', {
    params: { id: userId, skill },
    entity: 'skillEndorsements',
    entityId: id,
    tables: ['skillEndorsements'],
    undo: (tx) => captureUndo(tx, 'skillEndorsements', id),
    apply: (tx) => deleteOptimistic(tx, 'skillEndorsements', id),
  });
  return entry;
}
