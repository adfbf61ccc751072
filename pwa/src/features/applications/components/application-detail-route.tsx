// /applications/{applicationId} (spec part 2 §2): status, position, applicant, message,
// portfolio link, Contact and View Profile; the job's author answers it here too. From the
// replica, or from the server for one this device does not hold; 'Application not found' with
// Back to Applications (/applicants).
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import type { Application } from '@greenroom/shared-model/schemas/applications';
import { Link, useParams } from '@tanstack/react-router';
import { css } from '../../../../styled-system/css';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { NotAvailableOffline } from '../../../sync/components/not-available-offline';
import { useMemberDb } from '../../../sync/sync-context';
import { SYNC_TEXTS } from '../../../sync/texts';
import { useServerRead } from '../../../sync/use-server-read';
import { Avatar } from '../../../ui/avatar';
import { backLink } from '../../../ui/back-link';
import { buttonClass } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { MailIcon } from '../../../ui/icons';
import { LoadingLine, NotFoundScreen } from '../../../ui/status-lines';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import type { ReplicaApplication } from '../../jobs/hooks/use-jobs';
import { MessageButton } from '../../messages/components/message-button';
import { useJobsById, usePeople } from '../hooks/use-applicants';
import { DecisionButtons } from './applicant-actions';
import { StatusBadge } from './status-badge';

export function ApplicationDetailRoute() {
  const { applicationId } = useParams({ from: '/applications/$applicationId' });
  const db = useMemberDb();
  const local = useLiveQuery(
    async () =>
      db
        ? { row: (await db.applications.get(applicationId)) as ReplicaApplication | undefined }
        : undefined,
    [db, applicationId],
  );
  const server = useServerRead<Application>(
    local && !local.row ? apiPaths.applications.byId(applicationId) : null,
  );
  const application = local?.row ?? (server.status === 'ok' ? server.value : undefined);
  if (application) return <ApplicationDetail application={application} />;
  if (!local || server.status === 'loading') return <LoadingLine text="Loading application..." />;
  if (server.status === 'error' && server.offline) {
    return <NotAvailableOffline retry={server.retry} />;
  }
  return (
    <NotFoundScreen
      title={JOB_TEXTS.applicationNotFound}
      backTo="/applicants"
      backLabel={JOB_TEXTS.backToApplications}
    />
  );
}

function ApplicationDetail({ application }: { application: ReplicaApplication }) {
  const me = useSignedInUser();
  const people = usePeople([application]);
  const jobs = useJobsById([application.jobId]);
  const person = people.get(application.applicantId);
  const job = jobs?.get(application.jobId) ?? application.job;
  const isAuthor = job?.authorId === me.id;
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : 'Applicant';
  return (
    <div className={css({ display: 'grid', gap: '4', maxW: '40rem', mx: 'auto', w: 'full' })}>
      <Link to="/applicants" className={backLink}>
        ← {JOB_TEXTS.backToApplications}
      </Link>
      <Card.Root>
        <Card.Body className={css({ gap: '4' })}>
          <div
            className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
          >
            <h1 className={css({ fontSize: '2xl', fontWeight: '700', flex: '1' })}>Application</h1>
            <StatusBadge status={application.status} />
            {application.pending ? (
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {SYNC_TEXTS.waitingToSync}
              </span>
            ) : null}
          </div>
          <dl className={css({ display: 'grid', gap: '3' })}>
            <div>
              <dt className={label}>Position</dt>
              <dd>
                <Link
                  to="/jobs/$jobId"
                  params={{ jobId: application.jobId }}
                  className={css({ fontWeight: '600', _hover: { textDecoration: 'underline' } })}
                >
                  {job?.title ?? 'Job'}
                </Link>
              </dd>
            </div>
            <div>
              <dt className={label}>Applicant</dt>
              <dd className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                {person ? <Avatar user={person} size="sm" decorative /> : null}
                <span className={css({ fontWeight: '600' })}>{name}</span>
                {person?.major ? (
                  <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                    · {person.major}
                  </span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className={label}>Message</dt>
              <dd className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
                {application.message || 'No message'}
              </dd>
            </div>
            {person?.portfolioUrl ? (
              <div>
                <dt className={label}>Portfolio</dt>
                <dd>
                  <a
                    href={person.portfolioUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={css({
                      color: 'accent.text',
                      textDecoration: 'underline',
                      overflowWrap: 'anywhere',
                    })}
                  >
                    {person.portfolioUrl}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            {person?.email ? (
              <a
                className={buttonClass({ variant: 'outline', size: 'sm' })}
                href={`mailto:${person.email}`}
              >
                <MailIcon aria-hidden="true" />
                {JOB_TEXTS.contact}
              </a>
            ) : null}
            <Link
              to="/profile/$userId"
              params={{ userId: application.applicantId }}
              className={buttonClass({ variant: 'outline', size: 'sm' })}
            >
              {JOB_TEXTS.viewProfile}
            </Link>
            {/* The job's author and the applicant write to each other directly (#33). */}
            {isAuthor && person ? <MessageButton member={person} size="sm" named /> : null}
            {!isAuthor && job && 'author' in job && job.author ? (
              <MessageButton member={job.author} size="sm" named />
            ) : null}
            {isAuthor ? (
              <DecisionButtons application={application} name={name} iconsOnly={false} />
            ) : null}
          </div>
        </Card.Body>
      </Card.Root>
    </div>
  );
}

const label = css({
  fontSize: 'xs',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
});
