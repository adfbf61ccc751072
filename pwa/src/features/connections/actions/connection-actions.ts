// Connect, accept, decline and remove: the pair's row changes at once (pending) and the spec's
// call waits in the outbox, built by the row functions the server uses. A request re-uses the
// pair's row when there is one (a declined pair asked again, or their request met by ours), so
// the pair keeps one row on both sides.
import {
  answeredConnection,
  newConnectionRequest,
  pairRow,
  requestOverExisting,
} from '@greenroom/shared-model/rows/connections';
import type { Connection } from '@greenroom/shared-model/schemas/connections';
import type { MemberDb } from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import { captureUndo, putPending, rowsOf } from '../../../client-core/outbox/undo';

export async function pairRowOf(
  db: MemberDb,
  me: string,
  other: string,
): Promise<Connection | undefined> {
  const mine = (await db.connections
    .where('requesterId')
    .anyOf(me, other)
    .toArray()) as Connection[];
  return pairRow(mine, me, other);
}

export async function requestConnection(
  db: MemberDb,
  me: string,
  addresseeId: string,
  now: Date = new Date(),
) {
  const existing = await pairRowOf(db, me, addresseeId);
  const id = existing?.id ?? crypto.randomUUID();
  return enqueueMutation(db, 'requestConnection', {
    body: { id, addresseeId },
    entity: 'connections',
    entityId: id,
    tables: ['connections'],
    undo: (tx) => captureUndo(tx, 'connections', id),
    apply: async (tx, body) => {
      const current = (await rowsOf(tx, 'connections').get(id)) as Connection | undefined;
      const row = current
        ? requestOverExisting(current, me, now)
        : newConnectionRequest({ id, addresseeId: body.addresseeId }, me, now);
      if (row) await putPending(tx, 'connections', row);
    },
  });
}

/** Accept or decline a request to me, or remove a connection (blocked). */
export async function answerConnection(
  db: MemberDb,
  connectionId: string,
  status: 'accepted' | 'blocked',
  now: Date = new Date(),
) {
  return enqueueMutation(db, 'answerConnection', {
    params: { id: connectionId },
    body: { status },
    entity: 'connections',
    entityId: connectionId,
    tables: ['connections'],
    undo: (tx) => captureUndo(tx, 'connections', connectionId),
    apply: async (tx, body) => {
      const current = (await rowsOf(tx, 'connections').get(connectionId)) as Connection | undefined;
      if (current)
        await putPending(tx, 'connections', answeredConnection(current, body.status, now));
    },
  });
}
