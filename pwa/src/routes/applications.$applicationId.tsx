import { createFileRoute } from '@tanstack/react-router';
import { ApplicationDetailRoute } from '../features/applications/components/application-detail-route';

// One application, for its applicant and the job's author.
export const Route = createFileRoute('/applications/$applicationId')({
  component: ApplicationDetailRoute,
});
