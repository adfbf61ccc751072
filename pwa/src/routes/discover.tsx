import { createFileRoute } from '@tanstack/react-router';
import { DiscoverRoute } from '../features/discover/components/discover-route';

// Filters live in the address (q, skill, gradYear, school, major); the screen keeps only the valid
// ones (the check loads with the screen, not with the first bundle).
export const Route = createFileRoute('/discover')({
  validateSearch: (raw: Record<string, unknown>) => raw,
  component: DiscoverRoute,
});
