// The Live Users tab: who was active in the last 5 minutes, where, and when; read every 10 s.

import { ADMIN_TEXTS } from '@greenroom/shared-model/admin-texts';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { ADMIN_ONLINE_USERS_POLL_MS } from '@greenroom/shared-model/constants';
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import { fullName } from '@greenroom/shared-model/helpers/text';
import type { OnlineUsersReply } from '@greenroom/shared-model/schemas/admin';
import { css } from '../../../../styled-system/css';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { useAdminRead } from '../hooks/use-admin-read';
import { AdminCard, muted, ReadView } from './admin-card';

export default function LiveUsersTab() {
  const read = useAdminRead<OnlineUsersReply>(
    apiPaths.admin.onlineUsers,
    ADMIN_ONLINE_USERS_POLL_MS,
  );
  return (
    <AdminCard title="Live Users" description="Members active in the last 5 minutes">
      <ReadView read={read}>
        {(online) =>
          online.length === 0 ? (
            <p className={muted}>{ADMIN_TEXTS.noOnlineUsers}</p>
          ) : (
            <ul aria-label="Online members" className={css({ display: 'grid', gap: '3' })}>
              {online.map(({ id, user, currentPage, lastSeen }) => (
                <li key={id} className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
                  <Avatar user={user} decorative />
                  <div className={css({ flex: '1', minW: 0 })}>
                    <p className={css({ fontWeight: '600' })}>
                      {fullName(user.firstName, user.lastName)}
                    </p>
                    <p className={muted}>
                      {[user.major, user.graduationYear ? `Class of ${user.graduationYear}` : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <p className={muted}>
                      On {currentPage ?? 'an unknown page'} · last seen{' '}
                      {formatRelativeTime(lastSeen)}
                    </p>
                  </div>
                  <Badge tone="success">{ADMIN_TEXTS.online}</Badge>
                </li>
              ))}
            </ul>
          )
        }
      </ReadView>
    </AdminCard>
  );
}
