import { useParams } from '@tanstack/react-router';
import { ConnectionsPage } from './connections-page';

/** /connections/{userId}: reads its parameter here, so the route file stays out of the shell. */
export function ConnectionsRoute() {
  const { userId } = useParams({ from: '/connections/$userId' });
  return <ConnectionsPage userId={userId} />;
}
