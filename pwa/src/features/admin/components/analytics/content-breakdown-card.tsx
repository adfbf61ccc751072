// Detailed Content Breakdown: the 8 most viewed posts and jobs, with their totals.

import { ADMIN_TEXTS } from '@greenroom/shared-model/admin-texts';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { ADMIN_CONTENT_BREAKDOWN_ITEMS } from '@greenroom/shared-model/constants';
import type { PopularContent } from '@greenroom/shared-model/schemas/analytics';
import { css } from '../../../../../styled-system/css';
import { BarRows } from '../../charts/bar-rows';
import { useAdminRead } from '../../hooks/use-admin-read';
import { AdminCard, muted, ReadView } from '../admin-card';

type Item = { contentId: string; title: string | null; views: number };

function Breakdown({
  heading,
  items,
  untitled,
}: {
  heading: string;
  items: Item[];
  untitled: string;
}) {
  const top = items.slice(0, ADMIN_CONTENT_BREAKDOWN_ITEMS);
  const total = top.reduce((sum, i) => sum + i.views, 0);
  return (
    <section className={css({ display: 'grid', gap: '2', alignContent: 'start', minW: 0 })}>
      <h3 className={css({ fontWeight: '700' })}>
        {heading} <span className={muted}>· {total.toLocaleString()} views</span>
      </h3>
      {top.length === 0 ? (
        <p className={muted}>No views yet.</p>
      ) : (
        <BarRows
          caption={heading}
          valueHeading="Views"
          rows={top.map((i) => ({ key: i.contentId, label: i.title ?? untitled, value: i.views }))}
        />
      )}
    </section>
  );
}

export function ContentBreakdownCard() {
  const read = useAdminRead<PopularContent>(apiPaths.admin.analytics.popularContent);
  return (
    <AdminCard title="Detailed Content Breakdown">
      <ReadView read={read}>
        {(popular) => (
          <div
            className={css({
              display: 'grid',
              gap: '6',
              gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            })}
          >
            <Breakdown heading="Posts" items={popular.posts} untitled={ADMIN_TEXTS.untitledPost} />
            <Breakdown heading="Jobs" items={popular.jobs} untitled={ADMIN_TEXTS.untitledJob} />
          </div>
        )}
      </ReadView>
    </AdminCard>
  );
}
