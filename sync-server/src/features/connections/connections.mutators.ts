// The connection writes (spec part 1 §4, §7; decisions.md "Authorization"): a request, and its
// answer (accepted, or blocked = declined or removed). One row per pair: a request that meets the
// other member's pending request accepts it, so two racing requests end as one connection.

import { requestOverExisting } from '@greenroom/shared-model/rows/connections';
import {
  connectionAcceptedText,
  connectionRequestText,
  NOTIFICATION_TEXTS,
  SERVER_TEXTS,
} from '@greenroom/shared-model/texts';
import type { AppDb } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { notify } from '../notifications/notify';
import { isBlockedBetween } from '../privacy/blocks.repo';
import { findUserById } from '../users/users.repo';
import { findConnection, findPair, insertRequest, setConnection } from './connections.repo';
import { toConnection } from './connections.serialize';

/** decisions.md: the addressee hears of a request, the requester of its acceptance. */
function notifyRequest(db: AppDb, from: UserRow, to: string, connectionId: string) {
  return notify(db, {
    recipientId: to,
    actorId: from.id,
    type: 'connection_request',
    title: NOTIFICATION_TEXTS.connectionRequestTitle,
    message: connectionRequestText(from.firstName, from.lastName),
    data: { senderId: from.id, connectionId },
  });
}

function notifyAccepted(db: AppDb, accepter: UserRow, requesterId: string, connectionId: string) {
  return notify(db, {
    recipientId: requesterId,
    actorId: accepter.id,
    type: 'connection_request',
    title: NOTIFICATION_TEXTS.connectionAcceptedTitle,
    message: connectionAcceptedText(accepter.firstName, accepter.lastName),
    data: { senderId: accepter.id, connectionId },
  });
}

const requestConnectionMutator = defineMutator('requestConnection', {
  limit: 'connectionRequests',
  async run({ db, actor, body, now }) {
    if (body.addresseeId === actor.id) return refuse(400, SERVER_TEXTS.cannotConnectWithSelf);
    const addressee = await findUserById(db, body.addresseeId);
    if (!addressee || addressee.isSuspended) return refuse(404, SERVER_TEXTS.notFound);
    // A block either way: the member is simply not there (the blocked member is not told).
    if (await isBlockedBetween(db, actor.id, addressee.id)) {
      return refuse(404, SERVER_TEXTS.notFound);
    }
    const created = await insertRequest(db, {
      id: body.id ?? crypto.randomUUID(),
      requesterId: actor.id,
      addresseeId: body.addresseeId,
      now,
    });
    if (created) {
      await notifyRequest(db, actor, body.addresseeId, created.id);
      return reply(toConnection(created), 201);
    }
    const existing = await findPair(db, actor.id, body.addresseeId, true);
    const next = existing && requestOverExisting(toConnection(existing), actor.id, now);
    if (!existing || !next) return refuse(409, SERVER_TEXTS.connectionExists);
    if (next.status === existing.status) return reply(toConnection(existing), 201); // asked again
    const { status, requesterId, addresseeId } = next;
    const updated = await setConnection(db, existing.id, { status, requesterId, addresseeId }, now);
    if (status === 'accepted') {
      // They asked first: this request is the acceptance.
      await notifyAccepted(db, actor, existing.requesterId, existing.id);
      return reply(toConnection(updated!), 200);
    }
    await notifyRequest(db, actor, body.addresseeId, existing.id);
    return reply(toConnection(updated!), 201);
  },
});

const answerConnectionMutator = defineMutator('answerConnection', {
  async run({ db, actor, body, params, now }) {
    const id = idOf(params.id);
    const row = id ? await findConnection(db, id) : undefined;
    const party = row && (row.requesterId === actor.id || row.addresseeId === actor.id);
    if (!id || !row || !party) return refuse(404, SERVER_TEXTS.connectionNotFound);
    if (row.status === body.status) return reply(toConnection(row));
    if (body.status === 'accepted') {
      if (row.status !== 'pending' || row.addresseeId !== actor.id) {
        return refuse(403, SERVER_TEXTS.onlyRecipientAnswers);
      }
    } else if (row.status === 'pending' && row.addresseeId !== actor.id) {
      // Declining is the recipient's; either side removes an accepted connection.
      return refuse(403, SERVER_TEXTS.onlyRecipientAnswers);
    }
    const updated = await setConnection(db, id, { status: body.status }, now);
    if (body.status === 'accepted') await notifyAccepted(db, actor, row.requesterId, row.id);
    return reply(toConnection(updated!));
  },
});

export const CONNECTION_MUTATORS = [requestConnectionMutator, answerConnectionMutator];
