// Users Today: the members who visited today, each with their last activity and visit count;
// read again every 24 hours (spec).

import { ADMIN_TEXTS } from '@greenroom/shared-model/admin-texts';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { ADMIN_USERS_TODAY_REFRESH_MS } from '@greenroom/shared-model/constants';
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { fullName } from '@greenroom/shared-model/helpers/text';
import type { UsersTodayReply } from '@greenroom/shared-model/schemas/admin';
import { css } from '../../../../../styled-system/css';
import { MEDIA_MD_UP } from '../../../../theme/media-queries';
import { Avatar } from '../../../../ui/avatar';
import { Badge } from '../../../../ui/badge';
import { useMediaQuery } from '../../../../ui/use-media-query';
import { useAdminRead } from '../../hooks/use-admin-read';
import { AdminCard, muted, ReadView } from '../admin-card';

export function UsersTodayCard() {
  const read = useAdminRead<UsersTodayReply>(
    apiPaths.admin.usersToday,
    ADMIN_USERS_TODAY_REFRESH_MS,
  );
  // From md up the list scrolls inside its card: a keyboard reaches it (axe
  // scrollable-region-focusable, once more visitors than fit came today).
  const scrolls = useMediaQuery(MEDIA_MD_UP);
  return (
    <AdminCard
      title="Users Today"
      description={
        read.value ? `${read.value.totalUsers} unique visitors today` : 'Unique visitors today'
      }
    >
      <ReadView read={read} errorText={ADMIN_TEXTS.usersTodayFailed}>
        {(today) =>
          today.users.length === 0 ? (
            <p className={muted}>{ADMIN_TEXTS.noUsersToday}</p>
          ) : (
            // On a phone the list flows with the page (a box scrolling inside a scrolling page
            // is hard to use by touch, and out of a keyboard's reach).
            <ul
              aria-label="Visitors today"
              tabIndex={scrolls ? 0 : undefined}
              className={css({
                display: 'grid',
                gap: '3',
                maxH: { md: '80' },
                overflowY: { md: 'auto' },
              })}
            >
              {today.users.map(({ user, lastActivity, visitCount }) => (
                <li
                  key={user.id}
                  className={css({ display: 'flex', gap: '3', alignItems: 'center' })}
                >
                  <Avatar user={user} size="sm" decorative />
                  <div className={css({ minW: 0, flex: '1' })}>
                    <p className={css({ fontWeight: '600' })}>
                      {fullName(user.firstName, user.lastName)}
                    </p>
                    <p className={css({ fontSize: 'sm', color: 'fg.muted', truncate: true })}>
                      {user.email} · last active {formatRelativeTime(lastActivity)}
                    </p>
                  </div>
                  {visitCount > 1 ? <Badge tone="neutral">{visitCount}× visits</Badge> : null}
                </li>
              ))}
            </ul>
          )
        }
      </ReadView>
    </AdminCard>
  );
}
