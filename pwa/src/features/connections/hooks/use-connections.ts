// The signed-in member's connections as the replica holds them (the connection entity reaches both
// members of a pair), so the button, counts and lists follow at once, offline and live.
import { pairRow, pairState } from '@greenroom/shared-model/rows/connections';
import type {
  Connection,
  ConnectionStatusReply,
} from '@greenroom/shared-model/schemas/connections';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Replica } from '../../../client-core/local-db/member-db';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { replicaReady, useMemberDb, useSyncStatus } from '../../sync/sync-context';

export type ConnectionRow = Replica<Connection>;

/** Every connection row of the signed-in member; undefined until the replica can answer. */
export function useMyConnections(): ConnectionRow[] | undefined {
  const me = useSignedInUser();
  const db = useMemberDb();
  const ready = replicaReady(useSyncStatus());
  const rows = useLiveQuery(async () => {
    if (!db) return undefined;
    const [asked, askedMe] = await Promise.all([
      db.connections.where('requesterId').equals(me.id).toArray(),
      db.connections.where('addresseeId').equals(me.id).toArray(),
    ]);
    return [...asked, ...askedMe] as ConnectionRow[];
  }, [db, me.id]);
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
