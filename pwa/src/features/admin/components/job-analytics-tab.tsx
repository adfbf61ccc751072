// The Job Analytics tab: every job with its views, clicks, applications and click rate (green
// above 5 %, yellow otherwise, N/A without views); a row opens to show the job's applications,
// read on the first opening only.

import { ADMIN_TEXTS } from '@greenroom/shared-model/admin-texts';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { clickRate } from '@greenroom/shared-model/helpers/click-rate';
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { fullName, truncate } from '@greenroom/shared-model/helpers/text';
import type { AdminJobApplicationsReply } from '@greenroom/shared-model/schemas/admin';
import type { JobDetail, JobDetailsReply } from '@greenroom/shared-model/schemas/analytics';
import { Fragment, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { useServerRead } from '../../../sync/use-server-read';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { buttonClass } from '../../../ui/button';
import { EmptyState, LoadingLine } from '../../../ui/status-lines';
import { useAdminRead } from '../hooks/use-admin-read';
import { AdminCard, muted, ReadView } from './admin-card';

const cell = css({ p: '2', textAlign: 'left', verticalAlign: 'top', fontSize: 'sm' });
const number = css({ p: '2', textAlign: 'right', verticalAlign: 'top', fontSize: 'sm' });
const TONE = { good: 'success', low: 'warning', none: 'neutral' } as const;

function Applications({ jobId }: { jobId: string }) {
  // Mounted once per job and kept while the tab is open: the first opening reads, later ones reuse.
  const read = useServerRead<AdminJobApplicationsReply>(apiPaths.admin.jobApplications(jobId));
  if (read.status === 'loading') return <LoadingLine text={ADMIN_TEXTS.loadingApplications} />;
  if (read.status === 'error') return <p className={muted}>{read.message}</p>;
  if (read.value.length === 0) return <p className={muted}>{ADMIN_TEXTS.noApplications}</p>;
  return (
    <ul aria-label="Applications" className={css({ display: 'grid', gap: '3' })}>
      {read.value.map((a) => (
        <li key={a.id} className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
          <Avatar user={a.applicant} size="sm" decorative />
          <div className={css({ flex: '1', minW: 0 })}>
            <p className={css({ fontWeight: '600' })}>
              {fullName(a.applicant.firstName, a.applicant.lastName)}{' '}
              <span className={muted}>
                · {a.applicant.email} · {formatRelativeTime(a.createdAt)}
              </span>
            </p>
            {a.message ? <p className={css({ whiteSpace: 'pre-wrap' })}>{a.message}</p> : null}
          </div>
          <a
            className={buttonClass({ variant: 'outline', size: 'xs' })}
            href={`mailto:${a.applicant.email}`}
          >
            Email
          </a>
        </li>
      ))}
    </ul>
  );
}

function JobRow({
  job,
  open,
  onToggle,
  opened,
}: {
  job: JobDetail;
  open: boolean;
  onToggle: () => void;
  opened: boolean;
}) {
  const rate = clickRate(job.clicks, job.views);
  const panelId = `job-apps-${job.jobId}`;
  return (
    <Fragment>
      <tr className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}>
        <td className={cell}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
            className={css({
              fontWeight: '600',
              textAlign: 'left',
              cursor: 'pointer',
              textDecoration: 'underline',
              _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
            })}
          >
            {job.title || ADMIN_TEXTS.untitledJob}
          </button>
          <p className={muted}>{truncate(job.description, 80)}</p>
        </td>
        <td className={cell}>{new Date(job.postedDate).toLocaleDateString()}</td>
        <td className={number}>{job.views}</td>
        <td className={number}>{job.clicks}</td>
        <td className={number}>{job.applications}</td>
        <td className={number}>
          <Badge tone={TONE[rate.tone]}>{rate.text}</Badge>
        </td>
      </tr>
      {/* Kept mounted once opened, so the applications are read once. */}
      {opened ? (
        <tr id={panelId} hidden={!open}>
          <td colSpan={6} className={css({ p: '3', bg: 'bg.muted' })}>
            <Applications jobId={job.jobId} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}

export default function JobAnalyticsTab() {
  const read = useAdminRead<JobDetailsReply>(apiPaths.admin.analytics.jobDetails);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) => {
    setOpened((s) => new Set(s).add(id));
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };
  return (
    <AdminCard title="Job Analytics" description="Views, clicks and applications of every job">
      <ReadView read={read}>
        {(jobs) =>
          jobs.length === 0 ? (
            <EmptyState text={ADMIN_TEXTS.noJobAnalytics} />
          ) : (
            <div className={css({ overflowX: 'auto' })}>
              <table className={css({ w: 'full', borderCollapse: 'collapse' })}>
                <caption className={css({ srOnly: true })}>Job analytics</caption>
                <thead>
                  <tr>
                    <th scope="col" className={cell}>
                      Job
                    </th>
                    <th scope="col" className={cell}>
                      Posted
                    </th>
                    <th scope="col" className={number}>
                      Views
                    </th>
                    <th scope="col" className={number}>
                      Clicks
                    </th>
                    <th scope="col" className={number}>
                      Applications
                    </th>
                    <th scope="col" className={number}>
                      Click rate
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {jobs.map((job) => (
                    <JobRow
                      key={job.jobId}
                      job={job}
                      open={open.has(job.jobId)}
                      opened={opened.has(job.jobId)}
                      onToggle={() => toggle(job.jobId)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </ReadView>
    </AdminCard>
  );
}
