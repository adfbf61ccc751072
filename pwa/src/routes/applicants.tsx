import { createFileRoute } from '@tanstack/react-router';
import { ApplicantsPage } from '../features/applications/components/applicants-page';

// Job Applicants: the applications to the member's jobs, grouped by job.
export const Route = createFileRoute('/applicants')({
  component: ApplicantsPage,
});
