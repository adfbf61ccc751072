// The signed-in member's connections as the replica holds them (the connection entity reaches both
// members of a pair), so the button, counts and lists follow at once, offline and live.
import { pairRow, pairState } from '@greenroom/shared-model/rows/connections';
import type {
  Connection,
  ConnectionStatusReply,
} from '@greenroom/shared-model/schemas/connections';
import type { Replica } from '../../../client-core/local-db/member-db';
import { useSharedLiveQuery } from '../../../client-core/local-db/shared-live-query';
import { replicaReady, useMemberDb, useSyncStatus } from '../../../sync/sync-context';
import { useSignedInUser } from '../../auth/hooks/use-current-user';

export type ConnectionRow = Replica<Connection>;

/** Every connection row of the signed-in member; undefined until the replica can answer. */
export function useMyConnections(): ConnectionRow[] | undefined {
  const me = useSignedInUser();
  const db = useMemberDb();
  const ready = replicaReady(useSyncStatus());
  // One query for every button and list on the screen (a card of Discover each has a button).
  const rows = useSharedLiveQuery(db, `connections:${me.id}`, async () => {
    if (!db) return undefined;
    const [asked, askedMe] = await Promise.all([
      db.connections.where('requesterId').equals(me.id).toArray(),
      db.connections.where('addresseeId').equals(me.id).toArray(),
    ]);
    return [...asked, ...askedMe] as ConnectionRow[];
  });
  return ready ? rows : undefined;
}

export interface PairView {
  state: ConnectionStatusReply;
  row: ConnectionRow | undefined;
}

/** The pair (me, other); undefined while loading. */
export function useConnectionWith(otherId: string): PairView | undefined {
  const me = useSignedInUser();
  const rows = useMyConnections();
  if (!rows) return undefined;
  const row = pairRow(rows, me.id, otherId);
  return { state: pairState(row, me.id), row };
}
