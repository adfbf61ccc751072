import {
  type ActivitySources,
  activityKindLabel,
  recentActivity,
} from '@greenroom/shared-model/helpers/recent-activity';
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { SIDEBAR_TEXTS } from '@greenroom/shared-model/texts';
import { useId } from 'react';
import { css } from '../../../../styled-system/css';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { useMemberDb } from '../../../sync/sync-context';
import { Badge } from '../../../ui/badge';
import * as Card from '../../../ui/card';
import { useViewCounts } from '../hooks/use-view-counts';

const viewsText = (n: number) => (n === 1 ? '1 view' : `${n} views`);

/** The member's latest posts, jobs, events (and, on one's own profile, applications) in the replica. */
export function RecentActivityCard({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const db = useMemberDb();
  const titleId = useId();
  const sources = useLiveQuery(async (): Promise<ActivitySources | undefined> => {
    if (!db) return undefined;
    const [posts, jobs, events, applications] = await Promise.all([
      db.posts.where('authorId').equals(userId).toArray(),
      db.jobs.where('authorId').equals(userId).toArray(),
      db.events.where('authorId').equals(userId).toArray(),
      isOwner ? db.applications.where('applicantId').equals(userId).toArray() : [],
    ]);
    return { posts, jobs, events, applications };
  }, [db, userId, isOwner]);
  const items = sources ? recentActivity(sources) : undefined;
  const views = useViewCounts(items, isOwner);
  return (
    <Card.Root aria-labelledby={titleId} aria-busy={items === undefined || undefined}>
      <Card.Header>
        <Card.Title id={titleId}>Recent Activity</Card.Title>
      </Card.Header>
      <Card.Body>
        {items === undefined ? (
          <p className={css({ color: 'fg.muted' })}>Loading activity…</p>
        ) : items.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>{SIDEBAR_TEXTS.noRecentActivityTitle}</p>
        ) : (
          <ol className={css({ display: 'grid', gap: '3', listStyle: 'none' })}>
            {items.map((item) => (
              <li key={`${item.kind}:${item.id}`} className={css({ display: 'grid', gap: '1' })}>
                <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                  <Badge>{activityKindLabel(item.kind)}</Badge>
                  <span className={css({ fontWeight: '600' })}>{item.title}</span>
                  <time
                    dateTime={item.createdAt}
                    className={css({ ml: 'auto', color: 'fg.muted', fontSize: 'xs' })}
                  >
                    {formatRelativeTime(item.createdAt)}
                  </time>
                </div>
                <p className={css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' })}>
                  {item.description}
                </p>
                {views.has(`${item.kind}:${item.id}`) ? (
                  <p className={css({ color: 'fg.muted', fontSize: 'xs' })}>
                    {viewsText(views.get(`${item.kind}:${item.id}`) ?? 0)}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Card.Body>
    </Card.Root>
  );
}
