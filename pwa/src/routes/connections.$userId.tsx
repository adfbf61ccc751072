import { createFileRoute } from '@tanstack/react-router';
import { ConnectionsRoute } from '../features/connections/components/connections-route';

// A member's connections (spec part 1 §2 "Connection button and connections list").
export const Route = createFileRoute('/connections/$userId')({
  component: ConnectionsRoute,
});
