// The member's own applications with their status (spec part 2 §2 "Applications" tab): each
// links to its job and can be withdrawn; Withdraw all asks first, naming the count.

import { TOAST_JOB_DURATION_MS } from '@greenroom/shared-model/constants';
import { withdrawAllConfirmText } from '@greenroom/shared-model/helpers/count-text';
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { firstErrorMessage } from '../../../client-core/form-errors';
import { savedToast, writesWait } from '../../../sync/queued-words';
import { useMemberDb } from '../../../sync/sync-context';
import { SYNC_TEXTS } from '../../../sync/texts';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState, LoadingLine } from '../../../ui/status-lines';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { WithdrawDialog } from '../../jobs/components/job-controls';
import { type ReplicaApplication, useMyApplications } from '../../jobs/hooks/use-jobs';
import { MessageButton } from '../../messages/components/message-button';
import { withdrawApplication } from '../actions/application-actions';
import { useJobsById } from '../hooks/use-applicants';
import { StatusBadge } from './status-badge';

export function MyApplications() {
  const me = useSignedInUser();
  const db = useMemberDb();
  const applications = useMyApplications(me.id);
  const jobs = useJobsById((applications ?? []).map((a) => a.jobId));
  const [withdrawingAll, setWithdrawingAll] = useState(false);
  if (!applications || !jobs) {
    return <LoadingLine text="Loading applications..." />;
  }
  if (applications.length === 0) {
    return <EmptyState text={JOB_TEXTS.noApplications} />;
  }
  const now = Date.now();
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Button size="sm" variant="outline" disabled={!db} onClick={() => setWithdrawingAll(true)}>
          {JOB_TEXTS.withdrawAll} ({applications.length})
        </Button>
      </div>
      <ConfirmDialog
        open={withdrawingAll}
        onOpenChange={setWithdrawingAll}
        title={JOB_TEXTS.withdrawAll}
        description={withdrawAllConfirmText(applications.length)}
        confirmLabel={JOB_TEXTS.withdrawAll}
        onConfirm={async () => {
          if (!db) return;
          try {
            for (const a of applications) await withdrawApplication(db, a.id);
            toast(
              savedToast(
                { type: 'success', ...JOB_TEXTS.withdrawn, duration: TOAST_JOB_DURATION_MS },
                writesWait(),
                'sent',
              ),
            );
          } catch (error) {
            toast({
              type: 'error',
              title: JOB_TEXTS.withdrawFailedTitle,
              description: firstErrorMessage(error),
            });
            throw error;
          }
        }}
      />
      <ul
        aria-label={JOB_TEXTS.yourApplications}
        className={css({ display: 'grid', gap: '3', listStyle: 'none' })}
      >
        {applications.map((a) => (
          <li key={a.id}>
            <MyApplicationRow
              application={a}
              title={jobs.get(a.jobId)?.title}
              author={jobs.get(a.jobId)?.author}
              now={now}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MyApplicationRow({
  application,
  title,
  author,
  now,
}: {
  application: ReplicaApplication;
  title: string | undefined;
  /** The job's author: the applicant writes to them directly (#33). */
  author: UserSummary | undefined;
  now: number;
}) {
  const [withdrawing, setWithdrawing] = useState(false);
  return (
    <article aria-label={`Application: ${title ?? 'job'}`} className={card}>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <Link
          to="/jobs/$jobId"
          params={{ jobId: application.jobId }}
          className={css({
            fontWeight: '600',
            flex: '1',
            minW: '0',
            _hover: { textDecoration: 'underline' },
          })}
        >
          {title ?? 'Job'}
        </Link>
        <StatusBadge status={application.status} />
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Applied{' '}
        {formatRelativeTime(
          application.createdAt,
          Math.max(now, Date.parse(application.createdAt)),
        )}
        {application.pending ? ` · ${SYNC_TEXTS.waitingToSync}` : ''}
      </p>
      {application.message ? (
        <p
          className={css({
            mt: '2',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            lineClamp: '2',
          })}
        >
          {application.message}
        </p>
      ) : null}
      <div
        className={css({
          mt: '2',
          display: 'flex',
          gap: '2',
          flexWrap: 'wrap',
          alignItems: 'center',
        })}
      >
        <Link
          to="/applications/$applicationId"
          params={{ applicationId: application.id }}
          className={css({
            fontSize: 'sm',
            color: 'accent.text',
            _hover: { textDecoration: 'underline' },
          })}
        >
          Details
        </Link>
        <Button size="xs" variant="ghost" onClick={() => setWithdrawing(true)}>
          {JOB_TEXTS.withdrawApplication}
        </Button>
        {author ? <MessageButton member={author} size="xs" named /> : null}
      </div>
      <WithdrawDialog application={application} open={withdrawing} onOpenChange={setWithdrawing} />
    </article>
  );
}

const card = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  p: '4',
});
