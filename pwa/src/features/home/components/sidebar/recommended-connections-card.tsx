// Recommended Connections (spec part 2 §2 "Home sidebar"): shown only when there are any; the
// first four, each linking to the profile, with 'Connect with students' when there are four or
// more. The server ranks them (shared courses, major, school, skills; never a connection).
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  RECOMMENDED_CONNECTIONS_POLL_MS,
  RECOMMENDED_CONNECTIONS_SHOWN,
} from '@greenroom/shared-model/constants';
import { recommendationSubtitle } from '@greenroom/shared-model/helpers/feed';
import type { RecommendedConnectionsReply } from '@greenroom/shared-model/schemas/connections';
import { SIDEBAR_TEXTS } from '@greenroom/shared-model/texts';
import { Link } from '@tanstack/react-router';
import { css } from '../../../../../styled-system/css';
import { useCachedRead } from '../../../../sync/use-cached-read';
import { Avatar } from '../../../../ui/avatar';
import { buttonClass } from '../../../../ui/button';
import { SidebarCard, sidebarMuted } from './sidebar-card';

export function RecommendedConnectionsCard() {
  const read = useCachedRead<RecommendedConnectionsReply>(
    apiPaths.connections.recommended,
    RECOMMENDED_CONNECTIONS_POLL_MS,
  );
  if (read.status !== 'ok' || read.value.length === 0) return null;
  const shown = read.value.slice(0, RECOMMENDED_CONNECTIONS_SHOWN);
  return (
    <SidebarCard title="Recommended Connections">
      <ul className={css({ display: 'grid', gap: '3', listStyle: 'none', p: '0' })}>
        {shown.map((user) => (
          <li key={user.id}>
            <Link
              to="/profile/$userId"
              params={{ userId: user.id }}
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                borderRadius: 'md',
                _hover: { bg: 'bg.muted' },
              })}
            >
              <Avatar user={user} size="sm" decorative />
              <span className={css({ display: 'grid', minW: '0' })}>
                <span className={css({ fontWeight: '600', lineClamp: '1' })}>
                  {`${user.firstName} ${user.lastName}`.trim()}
                </span>
                <span className={sidebarMuted}>{recommendationSubtitle(user)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {read.value.length >= RECOMMENDED_CONNECTIONS_SHOWN ? (
        <Link
          to="/discover"
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          style={{ marginTop: '0.75rem', width: '100%' }}
        >
          {SIDEBAR_TEXTS.connectWithStudents}
        </Link>
      ) : null}
    </SidebarCard>
  );
}
