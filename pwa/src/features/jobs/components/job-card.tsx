// The job card (spec part 2 §2 "Cards in the feed"): author, JOB POST and payment badges, the
// owner's menu, the title linking to the job, description, facts, skills; Save / Saved and
// Apply Now / Applied for others, "Your job post" for the author.
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { css } from '../../../../styled-system/css';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { PendingBadge, WaitingToSync } from '../../sync/components/waiting-to-sync';
import type { ReplicaApplication, ReplicaJob } from '../hooks/use-jobs';
import { PaymentBadge } from './job-badges';
import { ApplyControls, OwnerMenu, SaveToggle } from './job-controls';
import { JobFacts, SkillChips } from './job-details';

export function JobCard({
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
  const name = `${job.author.firstName} ${job.author.lastName}`.trim();
  return (
    <article
      aria-labelledby={titleId}
      data-pending={job.pending ? true : undefined}
      className={card}
    >
      <header className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <Link
          to="/profile/$userId"
          params={{ userId: job.authorId }}
          aria-label={name}
          tabIndex={-1}
        >
          <Avatar user={job.author} size="md" decorative />
        </Link>
        <div className={css({ minW: '0', flex: '1' })}>
          <Link
            to="/profile/$userId"
            params={{ userId: job.authorId }}
            className={css({
              fontWeight: '600',
              lineClamp: '1',
              _hover: { textDecoration: 'underline' },
            })}
          >
            {name}
          </Link>
          <time
            dateTime={job.createdAt}
            className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}
          >
            {formatRelativeTime(job.createdAt, Math.max(now, Date.parse(job.createdAt)))}
          </time>
        </div>
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '1.5',
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
          })}
        >
          {job.pending ? <PendingBadge /> : null}
          <Badge tone="accent">{JOB_TEXTS.jobBadge}</Badge>
          <PaymentBadge paymentType={job.paymentType} />
          {isOwner ? <OwnerMenu job={job} /> : null}
        </div>
      </header>
      <h3 id={titleId} className={css({ mt: '3', fontSize: 'lg', fontWeight: '700' })}>
        <Link
          to="/jobs/$jobId"
          params={{ jobId: job.id }}
          className={css({ _hover: { textDecoration: 'underline' } })}
        >
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

const card = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  boxShadow: 'sm',
  p: { base: '4', md: '5' },
});
