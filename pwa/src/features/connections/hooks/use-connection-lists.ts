// Counts and lists of connections. The signed-in member's own come from the replica (at once,
// offline, live); another member's are read from the server, again whenever the pair's row
// changes (so both sides' counts follow a connect, accept or remove).
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { otherMember, pairRow } from '@greenroom/shared-model/rows/connections';
import type {
  ConnectedUsersReply,
  ConnectionCountReply,
  ConnectionListReply,
} from '@greenroom/shared-model/schemas/connections';
import type { User, UserSummary } from '@greenroom/shared-model/schemas/users';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { useMemberDb } from '../../../sync/sync-context';
import { type ServerRead, useServerRead } from '../../../sync/use-server-read';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { type ConnectionRow, useMyConnections } from './use-connections';

const accepted = (rows: readonly ConnectionRow[]) => rows.filter((r) => r.status === 'accepted');

/** A key that changes whenever the pair's row does. */
function pairKey(rows: readonly ConnectionRow[] | undefined, me: string, other: string): string {
  const row = rows && pairRow(rows, me, other);
  return row ? `${row.id}:${row.status}:${row.updatedAt}` : 'none';
}

/** How many connections `userId` has; null while unknown (another member's, offline). */
export function useConnectionCount(userId: string): number | null {
  const me = useSignedInUser();
  const mine = useMyConnections();
  const isMe = userId === me.id;
  const read = useServerRead<ConnectionCountReply>(
    isMe ? null : apiPaths.connections.count(userId),
    pairKey(mine, me.id, userId),
  );
  if (isMe) return mine ? accepted(mine).length : null;
  return read.value?.count ?? null;
}

export interface ConnectionsView {
  users: UserSummary[];
  /** Built from this device's replica because the server could not be reached. */
  fromDevice: boolean;
}

/** The accepted connections of `userId` (GET /api/connections/user/{userId}). */
export function useConnectionsOf(userId: string): ServerRead<ConnectionsView> {
  const me = useSignedInUser();
  const db = useMemberDb();
  const mine = useMyConnections();
  const isMe = userId === me.id;
  const key = isMe
    ? (mine ? accepted(mine) : [])
        .map((r) => r.id)
        .sort()
        .join(',')
    : pairKey(mine, me.id, userId);
  const read = useServerRead<ConnectedUsersReply>(apiPaths.connections.ofUser(userId), key);
  const offline = useLiveQuery(async () => {
    if (!db || !isMe || !mine || read.status !== 'error') return undefined;
    const ids = accepted(mine).map((r) => otherMember(r, me.id));
    const users = (await db.users.bulkGet(ids)) as (User | undefined)[];
    return users.filter((u): u is User => !!u && !u.isSuspended);
  }, [db, isMe, mine, read.status]);
  if (read.status === 'ok')
    return { status: 'ok', value: { users: read.value, fromDevice: false } };
  if (read.status === 'error' && offline) {
    return { status: 'ok', value: { users: offline, fromDevice: true } };
  }
  if (read.status === 'error') {
    return { status: 'error', message: read.message, offline: read.offline, retry: read.retry };
  }
  return { status: 'loading' };
}

/** Requests waiting for the signed-in member's answer, with who sent them (state from the replica). */
export function useIncomingRequests(): { connectionId: string; user: UserSummary }[] {
  const me = useSignedInUser();
  const mine = useMyConnections();
  const waitingIds = (mine ?? [])
    .filter((r) => r.status === 'pending' && r.addresseeId === me.id)
    .map((r) => r.id)
    .sort()
    .join(',');
  const read = useServerRead<ConnectionListReply>(
    waitingIds ? apiPaths.connections.list : null,
    waitingIds,
  );
  if (!waitingIds) return [];
  const waiting = new Set(waitingIds.split(','));
  return (read.value ?? [])
    .filter((c) => waiting.has(c.id))
    .map((c) => ({ connectionId: c.id, user: c.user }));
}
