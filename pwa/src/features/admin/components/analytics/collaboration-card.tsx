// Beyond the spec: how members work together through gigs, the figures the school reports on.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { ADMIN_DEFAULT_TIME_FRAME, ADMIN_TIME_FRAMES } from '@greenroom/shared-model/constants';
import type { CollaborationStats } from '@greenroom/shared-model/schemas/analytics';
import { useState } from 'react';
import { css } from '../../../../../styled-system/css';
import { useAdminRead } from '../../hooks/use-admin-read';
import { AdminCard, muted, ReadView } from '../admin-card';
import { TimeFrameSelect } from './time-frame-select';

const hours = (h: number | null) =>
  h === null ? '—' : h < 48 ? `${Math.round(h)} h` : `${(h / 24).toFixed(1)} days`;

export function CollaborationCard() {
  const [days, setDays] = useState<number>(ADMIN_DEFAULT_TIME_FRAME);
  const read = useAdminRead<CollaborationStats>(apiPaths.admin.analytics.collaboration(days));
  return (
    <AdminCard
      title="Collaboration"
      description="Gigs posted and filled, and who works with whom"
      action={
        <TimeFrameSelect
          label="Collaboration period"
          choices={ADMIN_TIME_FRAMES}
          value={days}
          onChange={setDays}
        />
      }
    >
      <ReadView read={read}>
        {(c) => (
          <dl
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(6, 1fr)' },
            })}
          >
            {(
              [
                ['Gigs posted', c.gigsPosted.toLocaleString()],
                ['Applications', c.applications.toLocaleString()],
                ['Gigs filled', c.gigsFilled.toLocaleString()],
                ['Median time to fill', hours(c.medianHoursToFill)],
                ['Across class years', c.crossYearCollaborations.toLocaleString()],
                ['Across majors', c.crossMajorCollaborations.toLocaleString()],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className={muted}>{label}</dt>
                <dd className={css({ fontSize: '2xl', fontWeight: '700' })}>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </ReadView>
    </AdminCard>
  );
}
