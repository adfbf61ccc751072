import { createFileRoute } from '@tanstack/react-router';
import { JobsRoute } from '../features/jobs/components/jobs-route';

// Jobs & Opportunities: the tab and the Browse filters live in the address (tab, q, paid, skills,
// school, major); the screen keeps only the valid ones.
export const Route = createFileRoute('/jobs')({
  validateSearch: (raw: Record<string, unknown>) => raw,
  component: JobsRoute,
});
