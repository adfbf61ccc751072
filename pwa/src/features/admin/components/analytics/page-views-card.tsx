// Page Views by Page (top 8, title and path) and Most Viewed Profiles (ranked).
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { ADMIN_TOP_PAGES } from '@greenroom/shared-model/constants';
import { fullName } from '@greenroom/shared-model/helpers/text';
import type { MostViewedProfilesReply, PageViews } from '@greenroom/shared-model/schemas/analytics';
import { Link } from '@tanstack/react-router';
import { css } from '../../../../../styled-system/css';
import { BarRows } from '../../charts/bar-rows';
import { useAdminRead } from '../../hooks/use-admin-read';
import { AdminCard, muted, ReadView } from '../admin-card';

export function PageViewsCard() {
  const read = useAdminRead<PageViews>(apiPaths.admin.analytics.pageViews);
  return (
    <AdminCard title="Page Views by Page" description={`The ${ADMIN_TOP_PAGES} most visited pages`}>
      <ReadView read={read}>
        {({ pages }) =>
          pages.length === 0 ? (
            <p className={muted}>No page views yet.</p>
          ) : (
            <BarRows
              caption="Page views by page"
              valueHeading="Views"
              rows={pages.slice(0, ADMIN_TOP_PAGES).map((p) => ({
                key: p.page,
                label: p.title ?? p.page,
                detail: p.page,
                value: p.views,
              }))}
            />
          )
        }
      </ReadView>
    </AdminCard>
  );
}

export function MostViewedProfilesCard() {
  const read = useAdminRead<MostViewedProfilesReply>(apiPaths.admin.analytics.mostViewedProfile);
  return (
    <AdminCard title="Most Viewed Profiles">
      <ReadView read={read}>
        {(profiles) =>
          profiles.length === 0 ? (
            <p className={muted}>No profile views yet.</p>
          ) : (
            <BarRows
              caption="Most viewed profiles"
              valueHeading="Views"
              rows={profiles.map(({ user, totalViews }, i) => ({
                key: user.id,
                label: (
                  <span>
                    {i + 1}.{' '}
                    <Link
                      to="/profile/$userId"
                      params={{ userId: user.id }}
                      className={css({ textDecoration: 'underline' })}
                    >
                      {fullName(user.firstName, user.lastName)}
                    </Link>
                    {user.isVerified ? (
                      <span>
                        {' '}
                        <span aria-hidden="true">✓</span>
                        <span className={css({ srOnly: true })}>verified</span>
                      </span>
                    ) : null}
                  </span>
                ),
                detail: user.school ?? undefined,
                value: totalViews,
              }))}
            />
          )
        }
      </ReadView>
    </AdminCard>
  );
}
