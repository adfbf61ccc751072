// /jobs/{jobId} (spec part 2 §2 "Jobs screens"): the job from the replica (or, for one this
// device does not hold, from the server); its author sees its applications, others apply or see
// 'Application Submitted' with Withdraw Application; 'Job not found' with Back to Jobs.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { TOAST_JOB_DURATION_MS } from '@greenroom/shared-model/constants';
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import type { Job } from '@greenroom/shared-model/schemas/jobs';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { trackJobClick, usingFeature } from '../../../client-core/analytics/track';
import { firstErrorMessage } from '../../../client-core/form-errors';
import { NotAvailableOffline } from '../../../sync/components/not-available-offline';
import { savedToast, writesWait } from '../../../sync/queued-words';
import { useMemberDb } from '../../../sync/sync-context';
import { SYNC_TEXTS } from '../../../sync/texts';
import { useServerRead } from '../../../sync/use-server-read';
import { Alert } from '../../../ui/alert';
import { Avatar } from '../../../ui/avatar';
import { backLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import * as Card from '../../../ui/card';
import { TextAreaField } from '../../../ui/field';
import { LoadingLine, NotFoundScreen } from '../../../ui/status-lines';
import { toast } from '../../../ui/toast';
import { useContentView } from '../../analytics/use-content-view';
import { applyToJob } from '../../applications/actions/application-actions';
import { ApplicantList } from '../../applications/components/applicants-by-job';
import { StatusBadge } from '../../applications/components/status-badge';
import { usePeople } from '../../applications/hooks/use-applicants';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { ReportMenu } from '../../reports/components/report-menu';
import {
  type ReplicaApplication,
  type ReplicaJob,
  useApplicationsToMyJobs,
  useJob,
  useMyApplications,
  useSavedJobs,
} from '../hooks/use-jobs';
import { PaymentBadge } from './job-badges';
import { JobOwnerMenu, SaveToggle, shareJob, WithdrawDialog } from './job-controls';
import { JobFacts, SkillChips } from './job-details';

export function JobDetailRoute() {
  const { jobId } = useParams({ from: '/jobs_/$jobId' });
  const { job, loaded } = useJob(jobId);
  useContentView('job', jobId, 'page');
  useEffect(() => trackJobClick(jobId, 'view'), [jobId]);
  const server = useServerRead<Job>(loaded && !job ? apiPaths.jobs.byId(jobId) : null);
  if (job) return <JobDetail job={job} />;
  if (!loaded || server.status === 'loading') return <LoadingLine text="Loading job..." />;
  if (server.status === 'ok') return <JobDetail job={server.value} />;
  if (server.status === 'error' && server.offline) {
    return <NotAvailableOffline retry={server.retry} />;
  }
  return (
    <NotFoundScreen title={JOB_TEXTS.jobNotFound} backTo="/jobs" backLabel={JOB_TEXTS.backToJobs} />
  );
}

function JobDetail({ job }: { job: ReplicaJob }) {
  const me = useSignedInUser();
  const navigate = useNavigate();
  const saved = useSavedJobs();
  const isAuthor = job.authorId === me.id;
  const name = `${job.author.firstName} ${job.author.lastName}`.trim();
  const now = Date.now();
  return (
    <div className={css({ display: 'grid', gap: '5', maxW: '48rem', mx: 'auto', w: 'full' })}>
      <Link to="/jobs" className={backLink}>
        ← {JOB_TEXTS.backToJobs}
      </Link>
      <Card.Root>
        <Card.Body className={css({ gap: '4' })}>
          <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
            <div className={css({ flex: '1', minW: '0', display: 'grid', gap: '2' })}>
              <h1
                className={css({
                  fontSize: { base: '2xl', md: '3xl' },
                  fontWeight: '700',
                  overflowWrap: 'anywhere',
                })}
              >
                {job.title}
              </h1>
              <div
                className={css({
                  display: 'flex',
                  gap: '2',
                  alignItems: 'center',
                  flexWrap: 'wrap',
                  fontSize: 'sm',
                  color: 'fg.muted',
                })}
              >
                <Avatar user={job.author} size="sm" decorative />
                <Link
                  to="/profile/$userId"
                  params={{ userId: job.authorId }}
                  className={css({
                    display: 'inline-flex',
                    alignItems: 'center',
                    minH: '6',
                    fontWeight: '600',
                    color: 'fg.default',
                    overflowWrap: 'anywhere',
                    _hover: { textDecoration: 'underline' },
                  })}
                >
                  {name}
                </Link>
                <span aria-hidden="true">·</span>
                <time dateTime={job.createdAt}>
                  {formatRelativeTime(job.createdAt, Math.max(now, Date.parse(job.createdAt)))}
                </time>
                {job.type ? <span>· {job.type}</span> : null}
                <PaymentBadge paymentType={job.paymentType} />
                {job.pending ? <span>· {SYNC_TEXTS.waitingToSync}</span> : null}
              </div>
            </div>
            {isAuthor ? (
              <JobOwnerMenu
                job={job}
                onDeleted={() => void navigate({ to: '/jobs' })}
                onShare={job.pending ? undefined : () => void shareJob(job)}
              />
            ) : job.pending ? null : (
              <ReportMenu
                label="Job options"
                target={{ kind: 'job', id: job.id, memberId: job.authorId }}
                onReported={() => void navigate({ to: '/jobs' })}
                onShare={() => void shareJob(job)}
              />
            )}
          </div>
          <JobFacts job={job} />
          <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
            {job.description}
          </p>
          {job.requirements ? (
            <section aria-labelledby="job-requirements">
              <h2 id="job-requirements" className={css({ fontWeight: '700', mb: '1' })}>
                Requirements
              </h2>
              <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
                {job.requirements}
              </p>
            </section>
          ) : null}
          {job.skills.length > 0 ? (
            <section aria-labelledby="job-skills" className={css({ display: 'grid', gap: '2' })}>
              <h2 id="job-skills" className={css({ fontWeight: '700' })}>
                Required Skills
              </h2>
              <SkillChips skills={job.skills} label="Required skills" />
            </section>
          ) : null}
          {isAuthor ? null : (
            <div>
              <SaveToggle job={job} saved={saved?.has(job.id) ?? false} />
            </div>
          )}
        </Card.Body>
      </Card.Root>
      {isAuthor ? <AuthorApplications job={job} /> : <ApplySection job={job} />}
    </div>
  );
}

function AuthorApplications({ job }: { job: Job }) {
  const me = useSignedInUser();
  const all = useApplicationsToMyJobs(me.id);
  const list = (all ?? []).filter((a) => a.jobId === job.id);
  const people = usePeople(list);
  const now = Date.now();
  return (
    <section aria-labelledby="job-applications" className={css({ display: 'grid', gap: '3' })}>
      <Alert status="info">{JOB_TEXTS.ownJobNotice}</Alert>
      <h2 id="job-applications" className={css({ fontSize: 'xl', fontWeight: '700' })}>
        Applications ({list.length})
      </h2>
      {list.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{JOB_TEXTS.noApplications}</p>
      ) : (
        <ApplicantList applications={list} people={people} now={now} />
      )}
    </section>
  );
}

function ApplySection({ job }: { job: Job }) {
  const me = useSignedInUser();
  const mine = useMyApplications(me.id);
  const application = mine?.find((a) => a.jobId === job.id);
  if (!mine) return null;
  return application ? <Submitted application={application} /> : <ApplyForm job={job} />;
}

function Submitted({ application }: { application: ReplicaApplication }) {
  const [withdrawing, setWithdrawing] = useState(false);
  return (
    <Card.Root>
      <Card.Body className={css({ gap: '3' })}>
        <h2 className={css({ fontSize: 'xl', fontWeight: '700' })}>
          {JOB_TEXTS.applicationSubmittedTitle}
        </h2>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <StatusBadge status={application.status} />
          {application.pending ? (
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {SYNC_TEXTS.waitingToSync}
            </span>
          ) : null}
        </div>
        {application.message ? (
          <p className={css({ whiteSpace: 'pre-wrap' })}>{application.message}</p>
        ) : null}
        <div>
          <Button variant="outline" onClick={() => setWithdrawing(true)}>
            {JOB_TEXTS.withdrawApplication}
          </Button>
        </div>
        <WithdrawDialog
          application={application}
          open={withdrawing}
          onOpenChange={setWithdrawing}
          errorTitle={JOB_TEXTS.withdrawErrorTitle}
        />
      </Card.Body>
    </Card.Root>
  );
}

function ApplyForm({ job }: { job: Job }) {
  const db = useMemberDb();
  const me = useSignedInUser();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Card.Root>
      <Card.Body>
        <form
          noValidate
          className={css({ display: 'grid', gap: '3' })}
          onSubmit={async (e) => {
            e.preventDefault();
            if (!db) return;
            setBusy(true);
            try {
              trackJobClick(job.id, 'apply');
              await usingFeature('job_apply', () => applyToJob(db, me, job, message));
              toast(
                savedToast(
                  {
                    type: 'success',
                    title: JOB_TEXTS.applicationSubmitted,
                    duration: TOAST_JOB_DURATION_MS,
                  },
                  writesWait(),
                  'sent',
                ),
              );
              setMessage('');
            } catch (error) {
              toast({
                type: 'error',
                title: JOB_TEXTS.submitErrorTitle,
                description: firstErrorMessage(error) ?? JOB_TEXTS.submitErrorFallback,
              });
            } finally {
              setBusy(false);
            }
          }}
        >
          <h2 className={css({ fontSize: 'xl', fontWeight: '700' })}>
            {JOB_TEXTS.applyForPosition}
          </h2>
          <TextAreaField
            label="Message (optional)"
            placeholder={JOB_TEXTS.applyPlaceholder}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <div>
            <Button type="submit" loading={busy} disabled={!db}>
              {JOB_TEXTS.submitApplication}
            </Button>
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
