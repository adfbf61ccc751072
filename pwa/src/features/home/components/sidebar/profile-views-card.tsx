// Profile Views (spec part 2 §2 "Home sidebar"): 'You're invisible' for a member who hides their
// views; otherwise this week's count and the recent viewers, three with relative times, or up to
// fifty with 'All views' / 'Show less'.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  PROFILE_VIEW_STATS_POLL_MS,
  RECENT_VIEWERS_COLLAPSED,
  RECENT_VIEWERS_FETCH_LIMIT,
} from '@greenroom/shared-model/constants';
import { toRecentViewer } from '@greenroom/shared-model/helpers/recent-viewer';
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import type {
  ProfileViewStats,
  RecentViewsReply,
} from '@greenroom/shared-model/schemas/profile-views';
import { SIDEBAR_TEXTS } from '@greenroom/shared-model/texts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from '../../../../../styled-system/css';
import { useCachedRead } from '../../../../sync/use-cached-read';
import { Avatar } from '../../../../ui/avatar';
import { Button } from '../../../../ui/button';
import { useSignedInUser } from '../../../auth/hooks/use-current-user';
import { SidebarCard, sidebarMuted } from './sidebar-card';

/** `inPage`: on one's own profile, titled as the page's other cards are. */
export function ProfileViewsCard({ inPage = false }: { inPage?: boolean } = {}) {
  const me = useSignedInUser();
  const [expanded, setExpanded] = useState(false);
  const stats = useCachedRead<ProfileViewStats>(
    apiPaths.profileViews.stats(me.id),
    PROFILE_VIEW_STATS_POLL_MS,
  );
  const all = useCachedRead<RecentViewsReply>(
    expanded ? apiPaths.profileViews.recent(me.id, RECENT_VIEWERS_FETCH_LIMIT) : null,
  );
  if (stats.status !== 'ok') return null;
  if (me.hideProfileViews || stats.value.hidden) {
    return (
      <SidebarCard title="Profile Views" inPage={inPage}>
        <p className={css({ fontWeight: '600' })}>{SIDEBAR_TEXTS.invisibleTitle}</p>
        <p className={sidebarMuted}>
          Your profile views are hidden. Go to{' '}
          <Link to="/settings" className={css({ textDecoration: 'underline' })}>
            Settings
          </Link>{' '}
          to change this.
        </p>
      </SidebarCard>
    );
  }
  const recent = stats.value.recentViews.map(toRecentViewer);
  const viewers =
    expanded && all.status === 'ok'
      ? all.value.map(toRecentViewer)
      : recent.slice(0, RECENT_VIEWERS_COLLAPSED);
  return (
    <SidebarCard title="Profile Views" inPage={inPage}>
      <p className={css({ display: 'flex', alignItems: 'baseline', gap: '2' })}>
        <span className={css({ fontSize: '2xl', fontWeight: '700' })}>
          {stats.value.weeklyViews}
        </span>
        <span className={sidebarMuted}>{SIDEBAR_TEXTS.thisWeek}</span>
      </p>
      {recent.length > 0 ? (
        <>
          <h3 className={css({ mt: '3', mb: '2', fontSize: 'sm', fontWeight: '600' })}>
            Recent Viewers
          </h3>
          <ul className={css({ display: 'grid', gap: '2', listStyle: 'none', p: '0' })}>
            {viewers.map(({ viewer, viewedAt }, i) => (
              <li key={`${viewer.id}:${viewedAt ?? i}`}>
                <Link
                  to="/profile/$userId"
                  params={{ userId: viewer.id }}
                  className={css({ display: 'flex', alignItems: 'center', gap: '2' })}
                >
                  <Avatar user={viewer} size="sm" decorative />
                  <span className={css({ display: 'grid', minW: '0' })}>
                    <span className={css({ fontWeight: '600', fontSize: 'sm', lineClamp: '1' })}>
                      {`${viewer.firstName} ${viewer.lastName}`.trim()}
                    </span>
                    {!expanded && viewedAt ? (
                      <time dateTime={viewedAt} className={sidebarMuted}>
                        {formatRelativeTime(viewedAt)}
                      </time>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
            className={css({ mt: '2' })}
          >
            {expanded ? SIDEBAR_TEXTS.showLess : SIDEBAR_TEXTS.allViews}
          </Button>
        </>
      ) : (
        <p className={sidebarMuted}>No one has viewed your profile recently.</p>
      )}
    </SidebarCard>
  );
}
