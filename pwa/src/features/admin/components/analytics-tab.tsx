// The Analytics tab (spec part 2 §2): page and content views, the photo migration, today's
// visitors, daily and monthly active users, pages, profiles and popular content, student
// behaviour over a chosen time frame, the content breakdown and performance, and how members
// work together.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { AnalyticsOverview } from '@greenroom/shared-model/schemas/analytics';
import { css } from '../../../../styled-system/css';
import { useAdminRead } from '../hooks/use-admin-read';
import { AdminCard, bigNumber, muted, ReadView } from './admin-card';
import { ActiveUsersCards } from './analytics/active-users-cards';
import { BehaviorCard } from './analytics/behavior-card';
import { CollaborationCard } from './analytics/collaboration-card';
import { ContentBreakdownCard } from './analytics/content-breakdown-card';
import { MigrationCard } from './analytics/migration-card';
import { MostViewedProfilesCard, PageViewsCard } from './analytics/page-views-card';
import { PopularContentCards } from './analytics/popular-content-cards';
import { UsersTodayCard } from './analytics/users-today-card';

export const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
});

export default function AnalyticsTab() {
  const overview = useAdminRead<AnalyticsOverview>(apiPaths.admin.analytics.overview);
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div className={grid}>
        <AdminCard title="Total Page Views" description="All time">
          <ReadView read={overview}>
            {(o) => <p className={bigNumber}>{o.totalPageViews.toLocaleString()}</p>}
          </ReadView>
        </AdminCard>
        <AdminCard title="Content Views" description="Posts, jobs and profiles viewed">
          <ReadView read={overview}>
            {(o) => (
              <>
                <p className={bigNumber}>{o.totalContentViews.toLocaleString()}</p>
                <p className={muted}>
                  {o.postViews.toLocaleString()} posts · {o.jobViews.toLocaleString()} jobs ·{' '}
                  {o.profileViews.toLocaleString()} profiles
                </p>
              </>
            )}
          </ReadView>
        </AdminCard>
        <MigrationCard />
        <UsersTodayCard />
      </div>
      <ActiveUsersCards />
      <div className={grid}>
        <PageViewsCard />
        <MostViewedProfilesCard />
      </div>
      <PopularContentCards />
      <BehaviorCard />
      <ContentBreakdownCard />
      <AdminCard title="Content Performance" description="Views by kind of content, all time">
        <ReadView read={overview}>
          {(o) => (
            <dl
              className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '3' })}
            >
              {(
                [
                  ['Post views', o.postViews],
                  ['Job views', o.jobViews],
                  ['Profile views', o.profileViews],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className={muted}>{label}</dt>
                  <dd className={css({ fontSize: '2xl', fontWeight: '700' })}>
                    {value.toLocaleString()}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </ReadView>
      </AdminCard>
      <CollaborationCard />
    </div>
  );
}
