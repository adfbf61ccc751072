// The onboarding steps only the replica knows (a course, a portfolio piece, a connection): loaded
// with the home page's idle work, as the sidebar is, so the card paints with the shell.
import { useEffect } from 'react';
import { useLiveQuery } from '../../client-core/local-db/use-live-query';
import { replicaReady, useMemberDb, useSyncStatus } from '../../sync/sync-context';
import { useSignedInUser } from '../auth/hooks/use-current-user';
import { useMyConnections } from '../connections/hooks/use-connections';
import type { ReplicaFacts } from './onboarding-steps';

export default function ReplicaFactsReader({
  onFacts,
}: {
  onFacts: (facts: ReplicaFacts) => void;
}) {
  const me = useSignedInUser();
  const db = useMemberDb();
  const ready = replicaReady(useSyncStatus());
  const connections = useMyConnections();
  const counts = useLiveQuery(
    async () =>
      db
        ? {
            courses: await db.courses.where('userId').equals(me.id).count(),
            portfolioItems: await db.portfolioItems.where('userId').equals(me.id).count(),
          }
        : undefined,
    [db, me.id],
  );
  const accepted = connections?.filter((c) => c.status === 'accepted').length;
  useEffect(() => {
    if (!ready || !counts || accepted === undefined) return;
    onFacts({ ...counts, connections: accepted });
  }, [ready, counts, accepted, onFacts]);
  return null;
}
