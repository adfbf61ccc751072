// What the optimistic application and the server's application share: a new one from its body,
// and a decision (accepted, rejected, or back to pending).
import type { ApplicationStatus } from '../catalogues';
import type { Application, ApplyBody } from '../schemas/applications';
import type { UserSummary } from '../schemas/users';

/** A new, pending application of `applicant` to `jobId`. */
export function newApplication(
  body: ApplyBody & { id: string },
  jobId: string,
  applicant: UserSummary,
  now: Date,
): Application {
  const at = now.toISOString();
  return {
    id: body.id,
    jobId,
    applicantId: applicant.id,
    applicant,
    message: body.message,
    status: 'pending',
    createdAt: at,
    updatedAt: at,
  };
}

/** The application with the author's decision; unchanged (same object) when it already holds. */
export function decidedApplication<A extends Application>(
  application: A,
  status: ApplicationStatus,
  now: Date,
): A {
  if (application.status === status) return application;
  return { ...application, status, updatedAt: now.toISOString() };
}
