// Recent Activity of the community (spec part 2 §2 "Home sidebar"): the four newest jobs, posts
// and events in the replica, with the spec's phrases and links.
import { homeActivity } from '@greenroom/shared-model/helpers/feed';
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { SIDEBAR_TEXTS } from '@greenroom/shared-model/texts';
import { Link } from '@tanstack/react-router';
import { css } from '../../../../../styled-system/css';
import { useSignedInUser } from '../../../auth/hooks/use-current-user';
import { useFeed } from '../../hooks/use-feed';
import { SidebarCard, sidebarMuted } from './sidebar-card';

export function HomeRecentActivityCard() {
  const me = useSignedInUser();
  const { items } = useFeed(me.id);
  const lines = items
    ? homeActivity({
        posts: items.flatMap((i) => (i.kind === 'post' ? [i.post] : [])),
        jobs: items.flatMap((i) => (i.kind === 'job' ? [i.job] : [])),
        events: items.flatMap((i) => (i.kind === 'event' ? [i.event] : [])),
      })
    : undefined;
  return (
    <SidebarCard title="Recent Activity" busy={lines === undefined}>
      {lines && lines.length === 0 ? (
        <>
          <p className={css({ fontWeight: '600', fontSize: 'sm' })}>
            {SIDEBAR_TEXTS.noRecentActivityTitle}
          </p>
          <p className={sidebarMuted}>{SIDEBAR_TEXTS.noRecentActivityDescription}</p>
        </>
      ) : (
        <ul className={css({ display: 'grid', gap: '3', listStyle: 'none', p: '0' })}>
          {(lines ?? []).map((line) => (
            <li key={line.key} className={css({ fontSize: 'sm' })}>
              <span className={css({ fontWeight: '600' })}>{line.actor}</span> {line.phrase}{' '}
              {line.kind === 'post' ? (
                <Link to="/posts/$postId" params={{ postId: line.id }} className={link}>
                  {line.title}
                </Link>
              ) : line.kind === 'job' ? (
                <Link to="/jobs/$jobId" params={{ jobId: line.id }} className={link}>
                  {line.title}
                </Link>
              ) : (
                <Link to="/events/$eventId" params={{ eventId: line.id }} className={link}>
                  {line.title}
                </Link>
              )}
              <time
                dateTime={line.createdAt}
                className={css({ display: 'block', color: 'fg.muted', fontSize: 'xs' })}
              >
                {formatRelativeTime(line.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </SidebarCard>
  );
}

const link = css({
  color: 'accent.text',
  fontWeight: '600',
  _hover: { textDecoration: 'underline' },
});
