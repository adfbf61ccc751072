import { createFileRoute } from '@tanstack/react-router';
import { ConnectionsPage } from '../features/connections/components/connections-page';

// A member's connections (spec part 1 §2 "Connection button and connections list").
export const Route = createFileRoute('/connections/$userId')({
  component: ConnectionsRoute,
});

function ConnectionsRoute() {
  const { userId } = Route.useParams();
  return <ConnectionsPage userId={userId} />;
}
