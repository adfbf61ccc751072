// The job card (spec part 2 §2 "Cards in the feed"): author, JOB POST and payment badges, the
// owner's menu, the title linking to the job, description, facts, skills; Save / Saved and
// Apply Now / Applied for others, "Your job post" for the author.
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import { Link } from '@tanstack/react-router';
import { memo, Suspense, useId } from 'react';
import { css } from '../../../../styled-system/css';
import { PendingBadge, WaitingToSync } from '../../../sync/components/waiting-to-sync';
import { AuthorHeader, feedCard } from '../../../ui/author-header';
import { Badge } from '../../../ui/badge';
import { lazy } from '../../../ui/lazy';
import { useContentView } from '../../analytics/use-content-view';
import type { ReplicaApplication, ReplicaJob } from '../hooks/use-jobs';
import { PaymentBadge } from './job-badges';
import { ApplyControls, JobOwnerMenu, SaveToggle, shareJob } from './job-controls';
import { JobFacts, SkillChips } from './job-details';

// Mute and block the author (ADR 024); loads when a card of another member's shows.
const MemberMenu = lazy(() => import('../../privacy/components/member-menu'));

function JobCardView({
  job,
  me,
  saved,
  application,
  now,
}: {
  job: ReplicaJob;
  me: string;
  saved: boolean;
  application: ReplicaApplication | undefined;
  now: number;
}) {
  const titleId = useId();
  const isOwner = job.authorId === me;
  const viewed = useContentView('job', job.pending ? undefined : job.id);
  return (
    <article
      ref={viewed}
      aria-labelledby={titleId}
      data-pending={job.pending ? true : undefined}
      className={feedCard}
    >
      <AuthorHeader
        author={job.author}
        createdAt={job.createdAt}
        now={now}
        badges={
          <>
            {job.pending ? <PendingBadge /> : null}
            <Badge tone="accent">{JOB_TEXTS.jobBadge}</Badge>
            <PaymentBadge paymentType={job.paymentType} />
          </>
        }
      >
        {isOwner ? (
          <JobOwnerMenu job={job} onShare={job.pending ? undefined : () => void shareJob(job)} />
        ) : (
          <Suspense fallback={null}>
            <MemberMenu
              member={job.author}
              label={`More options for ${job.author.firstName} ${job.author.lastName}'s job`}
              report={job.pending ? undefined : { kind: 'job', id: job.id, memberId: job.authorId }}
              onShare={job.pending ? undefined : () => void shareJob(job)}
            />
          </Suspense>
        )}
      </AuthorHeader>
      <h3 id={titleId} className={css({ mt: '3', fontSize: 'lg', fontWeight: '700' })}>
        <Link to="/jobs/$jobId" params={{ jobId: job.id }} className={titleLink}>
          {job.title}
        </Link>
      </h3>
      <p
        className={css({
          mt: '1',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          lineClamp: '4',
          color: 'fg.default',
        })}
      >
        {job.description}
      </p>
      <div className={css({ mt: '3', display: 'grid', gap: '3' })}>
        <JobFacts job={job} />
        <SkillChips skills={job.skills} label={`Skills for ${job.title}`} />
      </div>
      <footer
        className={css({
          mt: '4',
          display: 'flex',
          gap: '2',
          flexWrap: 'wrap',
          alignItems: 'center',
        })}
      >
        {isOwner ? (
          <span className={css({ fontSize: 'sm', color: 'fg.muted', fontStyle: 'italic' })}>
            {JOB_TEXTS.yourJobPost}
          </span>
        ) : (
          <>
            <SaveToggle job={job} saved={saved} />
            <ApplyControls job={job} application={application} />
            {application?.pending ? <WaitingToSync /> : null}
          </>
        )}
      </footer>
    </article>
  );
}

/** Memoised: the feed re-renders its rows (scrolling, a new page) without redrawing unchanged cards. */
export const JobCard = memo(JobCardView);

// A title link is a block of its lines, as tall as their line height: a 24px target at least.
const titleLink = css({ display: 'inline-block', _hover: { textDecoration: 'underline' } });
