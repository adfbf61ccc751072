// Popular Posts, Popular Jobs and Popular Profiles: the top 5 of each, with id and views.

import { ADMIN_TEXTS } from '@greenroom/shared-model/admin-texts';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { ADMIN_POPULAR_ITEMS } from '@greenroom/shared-model/constants';
import type { PopularContent } from '@greenroom/shared-model/schemas/analytics';
import { css } from '../../../../../styled-system/css';
import { BarRows } from '../../charts/bar-rows';
import { useAdminRead } from '../../hooks/use-admin-read';
import { AdminCard, muted, ReadView } from '../admin-card';

type Item = { contentId: string; label: string; views: number };

function Popular({ title, items }: { title: string; items: readonly Item[] }) {
  return (
    <AdminCard title={title}>
      {items.length === 0 ? (
        <p className={muted}>No views yet.</p>
      ) : (
        <BarRows
          caption={title}
          valueHeading="Views"
          rows={items.slice(0, ADMIN_POPULAR_ITEMS).map((item) => ({
            key: item.contentId,
            label: item.label,
            detail: `ID ${item.contentId.slice(0, 8)}`,
            value: item.views,
          }))}
        />
      )}
    </AdminCard>
  );
}

export function PopularContentCards() {
  const read = useAdminRead<PopularContent>(apiPaths.admin.analytics.popularContent);
  return (
    <ReadView read={read}>
      {(popular) => (
        <div
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
            alignItems: 'start',
          })}
        >
          <Popular
            title="Popular Posts"
            items={popular.posts.map((p) => ({ ...p, label: p.title ?? ADMIN_TEXTS.untitledPost }))}
          />
          <Popular
            title="Popular Jobs"
            items={popular.jobs.map((j) => ({ ...j, label: j.title ?? ADMIN_TEXTS.untitledJob }))}
          />
          <Popular
            title="Popular Profiles"
            items={popular.profiles.map((p) => ({ ...p, label: p.name }))}
          />
        </div>
      )}
    </ReadView>
  );
}
