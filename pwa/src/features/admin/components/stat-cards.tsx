// The five figures at the top of the dashboard (spec part 2 §2): Total Users (active and
// suspended), Online Now (active in the last 5 minutes), Active Users, Total Content (posts and
// jobs) and Suspended.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { ADMIN_ONLINE_COUNT_POLL_MS } from '@greenroom/shared-model/constants';
import type { AdminStats, OnlineUsersCountReply } from '@greenroom/shared-model/schemas/admin';
import { css } from '../../../../styled-system/css';
import { useAdminRead } from '../hooks/use-admin-read';
import { bigNumber, muted } from './admin-card';

const count = (n: number, noun: string) => `${n.toLocaleString()} ${noun}${n === 1 ? '' : 's'}`;

function Stat({ label, value, detail }: { label: string; value?: number; detail?: string }) {
  return (
    <div
      className={css({
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        rounded: 'lg',
        p: '4',
        display: 'grid',
        gap: '1',
        minH: '28',
      })}
    >
      <dt className={css({ fontSize: 'sm', fontWeight: '600', color: 'fg.muted' })}>{label}</dt>
      <dd className={bigNumber}>{value === undefined ? '…' : value.toLocaleString()}</dd>
      {detail ? <dd className={muted}>{detail}</dd> : null}
    </div>
  );
}

export function StatCards() {
  const stats = useAdminRead<AdminStats>(apiPaths.admin.stats).value;
  const online = useAdminRead<OnlineUsersCountReply>(
    apiPaths.admin.onlineUsersCount,
    ADMIN_ONLINE_COUNT_POLL_MS,
  ).value;
  return (
    <dl
      aria-label="Platform figures"
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: {
          base: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
        m: '0',
      })}
    >
      <Stat
        label="Total Users"
        value={stats?.totalUsers}
        detail={stats ? `${stats.activeUsers} active · ${stats.suspendedUsers} suspended` : ''}
      />
      <Stat label="Online Now" value={online?.count} detail="Active in the last 5 minutes" />
      <Stat label="Active Users" value={stats?.activeUsers} detail="Not suspended" />
      <Stat
        label="Total Content"
        value={stats?.totalContent}
        detail={
          stats
            ? [
                count(stats.totalPosts, 'post'),
                count(stats.totalJobs, 'job'),
                count(stats.totalEvents, 'event'),
              ].join(' · ')
            : ''
        }
      />
      <Stat label="Suspended" value={stats?.suspendedUsers} detail="Cannot sign in" />
    </dl>
  );
}
