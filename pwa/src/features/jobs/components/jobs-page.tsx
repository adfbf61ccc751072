// /jobs, 'Jobs & Opportunities' (spec part 2 §2 "Jobs screens"): Post Job; the tabs Browse (the
// filters and the matching jobs), Applications (mine), Applicants (to my jobs) and Saved, each
// from the replica (so they open offline) with the spec's empty states.

import { resultCountText } from '@greenroom/shared-model/helpers/count-text';
import type { JobFilters, JobTab } from '@greenroom/shared-model/helpers/job-filters';
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import { Suspense, useEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { PlusIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { lazy } from '../../../ui/lazy';
import { EmptyState, LoadingLine } from '../../../ui/status-lines';
import * as Tabs from '../../../ui/tabs';
import { WindowVirtualList } from '../../../ui/window-virtual-list';
import { ApplicantsByJob } from '../../applications/components/applicants-by-job';
import { MyApplications } from '../../applications/components/my-applications';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import {
  type ReplicaJob,
  useJobMarks,
  useJobSearch,
  useJobsOnDevice,
  useSavedJobs,
} from '../hooks/use-jobs';
import { JobCard } from './job-card';
import { JobFiltersCard } from './job-filters';

const JobFormDialog = lazy(() => import('./job-form-dialog'));
const prefetchForm = () => void import('./job-form-dialog');

export function JobsPage({
  tab,
  filters,
  onTab,
  onFilters,
}: {
  tab: JobTab;
  filters: JobFilters;
  onTab: (tab: JobTab) => void;
  onFilters: (filters: JobFilters) => void;
}) {
  const me = useSignedInUser();
  const [posting, setPosting] = useState(false);
  // The dialog's code arrives while the member reads, so that Post Job opens offline too.
  useEffect(prefetchForm, []);
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: '5',
        maxW: '56rem',
        mx: 'auto',
        w: 'full',
      })}
    >
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <h1 className={css({ textStyle: 'heading', fontSize: { base: '2xl', md: '3xl' } })}>
          {JOB_TEXTS.pageTitle}
        </h1>
        <Button onClick={() => setPosting(true)}>
          <PlusIcon aria-hidden="true" />
          {JOB_TEXTS.postJob}
        </Button>
      </div>
      {posting ? (
        <Suspense fallback={null}>
          <JobFormDialog open={posting} onOpenChange={setPosting} />
        </Suspense>
      ) : null}
      <Tabs.Root
        lazyMount
        unmountOnExit
        value={tab}
        onValueChange={(d) => onTab(d.value as JobTab)}
      >
        <Tabs.List>
          <Tabs.Trigger value="browse">Browse</Tabs.Trigger>
          <Tabs.Trigger value="applications">Applications</Tabs.Trigger>
          <Tabs.Trigger value="applicants">Applicants</Tabs.Trigger>
          <Tabs.Trigger value="saved">Saved</Tabs.Trigger>
          <Tabs.Indicator />
        </Tabs.List>
        <Tabs.Content value="browse" className={css({ display: 'grid', gap: '4', pt: '4' })}>
          <JobFiltersCard filters={filters} onChange={onFilters} />
          <BrowseResults filters={filters} me={me.id} />
        </Tabs.Content>
        <Tabs.Content value="applications" className={css({ pt: '4' })}>
          <MyApplications />
        </Tabs.Content>
        <Tabs.Content value="applicants" className={css({ pt: '4' })}>
          <ApplicantsByJob />
        </Tabs.Content>
        <Tabs.Content value="saved" className={css({ pt: '4' })}>
          <SavedJobs me={me.id} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

const Loading = () => <LoadingLine text="Loading jobs..." />;

/** A job card's height before it is measured, and the space between cards, in px. */
const ESTIMATED_JOB_CARD_PX = 240;
const JOB_GAP_PX = 16;

/** Job cards with the member's own marks (saved, applied) from the replica; only the cards near
 * the screen are in the page (a device may hold thousands of jobs). */
function JobList({ jobs, me, label }: { jobs: readonly ReplicaJob[]; me: string; label: string }) {
  const marks = useJobMarks(me);
  const now = Date.now();
  return (
    <WindowVirtualList
      as="list"
      label={label}
      items={jobs}
      itemKey={jobKey}
      estimatedSize={ESTIMATED_JOB_CARD_PX}
      gap={JOB_GAP_PX}
      renderItem={(job) => (
        <JobCard
          job={job}
          me={me}
          saved={marks.saved(job.id)}
          application={marks.application(job.id)}
          now={now}
        />
      )}
    />
  );
}

const jobKey = (job: ReplicaJob) => job.id;

function BrowseResults({ filters, me }: { filters: JobFilters; me: string }) {
  const view = useJobSearch(filters);
  if (view.status === 'loading') return <Loading />;
  return (
    <section aria-labelledby="jobs-count" className={css({ display: 'grid', gap: '3' })}>
      <p id="jobs-count" role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {resultCountText(view.jobs.length, 'job')}
        {view.fromDevice ? ` · ${JOB_TEXTS.fromDevice}` : ''}
      </p>
      {view.jobs.length === 0 ? (
        <EmptyState text={JOB_TEXTS.noJobs} />
      ) : (
        <JobList jobs={view.jobs} me={me} label="Jobs" />
      )}
    </section>
  );
}

function SavedJobs({ me }: { me: string }) {
  const jobs = useJobsOnDevice();
  const saved = useSavedJobs();
  if (!jobs || !saved) return <Loading />;
  const list = jobs.filter((job) => saved.has(job.id));
  return list.length === 0 ? (
    <EmptyState text={JOB_TEXTS.noSavedJobs} />
  ) : (
    <JobList jobs={list} me={me} label="Saved jobs" />
  );
}
