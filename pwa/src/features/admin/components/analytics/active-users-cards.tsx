// Daily Active Users (time select: 7, 14, 30, 90 days) and Monthly Active Users (the last 6 of the
// 12 months the server sends), as bar charts.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  ADMIN_DAU_TIME_FRAMES,
  ADMIN_DEFAULT_TIME_FRAME,
  ADMIN_MONTHS_SHOWN,
} from '@greenroom/shared-model/constants';
import type { UserActivity } from '@greenroom/shared-model/schemas/analytics';
import { useState } from 'react';
import { TimeBars } from '../../charts/time-bars';
import { useAdminRead } from '../../hooks/use-admin-read';
import { AdminCard, ReadView } from '../admin-card';
import { grid } from '../analytics-tab';
import { TimeFrameSelect } from './time-frame-select';

const day = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
  });
const month = (iso: string) =>
  new Date(`${iso.slice(0, 7)}-15T12:00:00`).toLocaleDateString(undefined, {
    month: 'short',
    year: 'numeric',
  });

export function ActiveUsersCards() {
  const [days, setDays] = useState<number>(ADMIN_DEFAULT_TIME_FRAME);
  const read = useAdminRead<UserActivity>(apiPaths.admin.analytics.userActivity(days));
  return (
    <div className={grid}>
      <AdminCard
        title="Daily Active Users"
        action={
          <TimeFrameSelect
            label="Daily active users period"
            choices={ADMIN_DAU_TIME_FRAMES}
            value={days}
            onChange={setDays}
          />
        }
      >
        <ReadView read={read}>
          {(activity) => (
            <TimeBars
              caption="Daily active users"
              valueHeading="Users"
              distinctTotal={activity.activeInPeriod}
              points={activity.dailyActiveUsers.map((d) => ({
                label: day(d.date),
                value: d.users,
              }))}
            />
          )}
        </ReadView>
      </AdminCard>
      <AdminCard title="Monthly Active Users" description={`The last ${ADMIN_MONTHS_SHOWN} months`}>
        <ReadView read={read}>
          {(activity) => (
            <TimeBars
              caption="Monthly active users"
              valueHeading="Users"
              points={activity.monthlyActiveUsers
                .slice(-ADMIN_MONTHS_SHOWN)
                .map((m) => ({ label: month(m.month), value: m.users }))}
            />
          )}
        </ReadView>
      </AdminCard>
    </div>
  );
}
