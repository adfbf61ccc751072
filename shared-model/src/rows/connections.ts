// What the optimistic connection and the server's share (spec part 1 §4 "Connection"): one row
// per pair of members; a request meeting the other side's pending request accepts it; a pair that
// ended (blocked) can be asked again.
import type { Connection, ConnectionStatusReply } from '../schemas/connections';

export function newConnectionRequest(
  body: { id: string; addresseeId: string },
  requesterId: string,
  now: Date,
): Connection {
  const at = now.toISOString();
  return {
    id: body.id,
    requesterId,
    addresseeId: body.addresseeId,
    status: 'pending',
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * A request from `requesterId` when the pair already has `existing`: their pending request is
 * accepted, an ended pair becomes our pending request, our own pending request stays as it is;
 * null when they are already connected.
 */
export function requestOverExisting<C extends Connection>(
  existing: C,
  requesterId: string,
  now: Date,
): C | null {
  const updatedAt = now.toISOString();
  if (existing.status === 'accepted') return null;
  if (existing.status === 'pending') {
    return existing.requesterId === requesterId
      ? existing
      : { ...existing, status: 'accepted', updatedAt };
  }
  const addresseeId =
    existing.requesterId === requesterId ? existing.addresseeId : existing.requesterId;
  return { ...existing, status: 'pending', requesterId, addresseeId, updatedAt };
}

export function answeredConnection<C extends Connection>(
  row: C,
  status: 'accepted' | 'blocked',
  now: Date,
): C {
  return { ...row, status, updatedAt: now.toISOString() };
}

/** The row of the pair (me, other) among `rows`: the latest when a race left two. */
export function pairRow<C extends Connection>(
  rows: readonly C[],
  me: string,
  other: string,
): C | undefined {
  return rows
    .filter(
      (r) =>
        (r.requesterId === me && r.addresseeId === other) ||
        (r.requesterId === other && r.addresseeId === me),
    )
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
}

/** The pair's state as GET /api/connections/status/{userId} answers it. */
export function pairState(row: Connection | undefined, me: string): ConnectionStatusReply {
  if (!row) return { status: null, role: null, connectionId: null };
  return {
    status: row.status,
    role: row.requesterId === me ? 'requester' : 'recipient',
    connectionId: row.id,
  };
}

/** The other member of a connection. */
export function otherMember(row: Connection, me: string): string {
  return row.requesterId === me ? row.addresseeId : row.requesterId;
}
