import { createFileRoute } from '@tanstack/react-router';
import { JobDetailRoute } from '../features/jobs/components/job-detail-route';

// One job: its facts, and applying (or, for its author, its applications).
export const Route = createFileRoute('/jobs_/$jobId')({
  component: JobDetailRoute,
});
