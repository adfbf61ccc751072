// The applications to the member's jobs, grouped by job (spec part 2 §2 "/applicants"): each with
// its status badge, View Profile, Email, and accept/reject icons while pending.
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import { Link } from '@tanstack/react-router';
import { css } from '../../../../styled-system/css';
import { WaitingToSync } from '../../../sync/components/waiting-to-sync';
import { Avatar } from '../../../ui/avatar';
import { EmptyState, LoadingLine } from '../../../ui/status-lines';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { type ReplicaApplication, useApplicationsToMyJobs } from '../../jobs/hooks/use-jobs';
import { type Person, useJobsById, usePeople } from '../hooks/use-applicants';
import { ContactButtons, DecisionButtons } from './applicant-actions';
import { StatusBadge } from './status-badge';

export function ApplicantsByJob() {
  const me = useSignedInUser();
  const applications = useApplicationsToMyJobs(me.id);
  const people = usePeople(applications);
  const jobs = useJobsById((applications ?? []).map((a) => a.jobId));
  if (!applications || !jobs) {
    return <LoadingLine text="Loading applications..." />;
  }
  if (applications.length === 0) {
    return <EmptyState text={JOB_TEXTS.noApplications} />;
  }
  const groups = new Map<string, ReplicaApplication[]>();
  for (const a of applications) groups.set(a.jobId, [...(groups.get(a.jobId) ?? []), a]);
  const now = Date.now();
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      {[...groups].map(([jobId, list]) => {
        const job = jobs.get(jobId);
        const headingId = `applicants-${jobId}`;
        return (
          <section key={jobId} aria-labelledby={headingId} className={group}>
            <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: '700' })}>
              <Link
                to="/jobs/$jobId"
                params={{ jobId }}
                className={css({ _hover: { textDecoration: 'underline' } })}
              >
                {job?.title ?? 'Job'}
              </Link>{' '}
              <span className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: '400' })}>
                ({list.length} {list.length === 1 ? 'applicant' : 'applicants'})
              </span>
            </h2>
            <ApplicantList applications={list} people={people} now={now} />
          </section>
        );
      })}
    </div>
  );
}

/** One job's applications, each with its applicant. */
export function ApplicantList({
  applications,
  people,
  now,
}: {
  applications: readonly ReplicaApplication[];
  people: ReadonlyMap<string, Person>;
  now: number;
}) {
  return (
    <ul className={css({ display: 'grid', gap: '3', listStyle: 'none', mt: '3' })}>
      {applications.map((a) => {
        const person = people.get(a.applicantId);
        return person ? (
          <li key={a.id}>
            <ApplicantRow application={a} person={person} now={now} />
          </li>
        ) : null;
      })}
    </ul>
  );
}

function ApplicantRow({
  application,
  person,
  now,
}: {
  application: ReplicaApplication;
  person: Person;
  now: number;
}) {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return (
    <article aria-label={`Application from ${name}`} className={row}>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <Avatar user={person} size="md" decorative />
        <div className={css({ flex: '1', minW: '0' })}>
          <Link
            to="/applications/$applicationId"
            params={{ applicationId: application.id }}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              minH: '6',
              fontWeight: '600',
              overflowWrap: 'anywhere',
              _hover: { textDecoration: 'underline' },
            })}
          >
            {name}
          </Link>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {[
              person.major,
              formatRelativeTime(
                application.createdAt,
                Math.max(now, Date.parse(application.createdAt)),
              ),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <StatusBadge status={application.status} />
      </div>
      {application.message ? (
        <p
          className={css({
            mt: '2',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            lineClamp: '3',
          })}
        >
          {application.message}
        </p>
      ) : null}
      <div
        className={css({
          mt: '3',
          display: 'flex',
          gap: '2',
          flexWrap: 'wrap',
          alignItems: 'center',
        })}
      >
        <ContactButtons application={application} person={person} />
        <DecisionButtons application={application} name={name} />
        {application.pending ? <WaitingToSync /> : null}
      </div>
    </article>
  );
}

const group = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  p: { base: '4', md: '5' },
});

const row = css({ borderTopWidth: '1px', borderColor: 'border.subtle', pt: '3' });
