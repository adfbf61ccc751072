// Enhanced Student Behavior Analytics over a time frame (Last 24 Hours, 7, 30, 90 Days): search
// trends, the skills members filter by, job engagement and post interactions.

import { ADMIN_TEXTS } from '@greenroom/shared-model/admin-texts';
import { apiPaths } from '@greenroom/shared-model/api-paths';
import {
  ADMIN_BEHAVIOR_TIME_FRAMES,
  ADMIN_DEFAULT_TIME_FRAME,
  ADMIN_TOP_ENGAGED_JOBS,
  ADMIN_TOP_INTERACTION_POSTS,
  ADMIN_TOP_SEARCH_QUERIES,
  ADMIN_TOP_SKILLS,
} from '@greenroom/shared-model/constants';
import type {
  JobEngagement,
  PostInteractions,
  SearchTrends,
  SkillFiltersReply,
} from '@greenroom/shared-model/schemas/analytics';
import { type ReactNode, useState } from 'react';
import { css } from '../../../../../styled-system/css';
import { BarRows } from '../../charts/bar-rows';
import { useAdminRead } from '../../hooks/use-admin-read';
import { AdminCard, muted, ReadView } from '../admin-card';
import { TimeFrameSelect } from './time-frame-select';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css({ display: 'grid', gap: '2', alignContent: 'start', minW: 0 })}>
      <h3 className={css({ fontWeight: '700' })}>{title}</h3>
      {children}
    </section>
  );
}

const none = <p className={muted}>Nothing in this period.</p>;
const seconds = (s: number) => `${s.toFixed(1)} s`;

export function BehaviorCard() {
  const [days, setDays] = useState<number>(ADMIN_DEFAULT_TIME_FRAME);
  const a = apiPaths.admin.analytics;
  const searches = useAdminRead<SearchTrends>(a.searchTrends(days));
  const skills = useAdminRead<SkillFiltersReply>(a.skillFilters(days));
  const jobs = useAdminRead<JobEngagement>(a.jobEngagement(days));
  const posts = useAdminRead<PostInteractions>(a.postInteractions(days));
  return (
    <AdminCard
      title="Enhanced Student Behavior Analytics"
      description="What members look for and what they engage with"
      action={
        <TimeFrameSelect
          label="Behavior period"
          choices={ADMIN_BEHAVIOR_TIME_FRAMES}
          value={days}
          onChange={setDays}
        />
      }
    >
      <div
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        })}
      >
        <Part title="Search Trends">
          <ReadView read={searches}>
            {(t) =>
              t.searchQueries.length === 0 ? (
                none
              ) : (
                <>
                  <BarRows
                    caption="Top searches"
                    valueHeading="Searches"
                    rows={t.searchQueries.slice(0, ADMIN_TOP_SEARCH_QUERIES).map((q) => ({
                      key: `${q.searchType}:${q.query}`,
                      label: q.query,
                      detail: q.searchType,
                      value: q.count,
                    }))}
                  />
                  <p className={muted}>
                    {t.searchTypes.map((s) => `${s.searchType}: ${s.count}`).join(' · ')}
                  </p>
                </>
              )
            }
          </ReadView>
        </Part>
        <Part title="Popular Skills">
          <ReadView read={skills}>
            {(list) =>
              list.length === 0 ? (
                none
              ) : (
                <BarRows
                  caption="Skills members filter by"
                  valueHeading="Filters"
                  rows={list.slice(0, ADMIN_TOP_SKILLS).map((s) => ({
                    key: s.skillFilter,
                    label: s.skillFilter,
                    value: s.count,
                  }))}
                />
              )
            }
          </ReadView>
        </Part>
        <Part title="Job Engagement">
          <ReadView read={jobs}>
            {(e) =>
              e.engagementTypes.length === 0 ? (
                none
              ) : (
                <>
                  <p className={muted}>
                    {e.engagementTypes.map((t) => `${t.clickType}: ${t.count}`).join(' · ')}
                  </p>
                  <BarRows
                    caption="Most engaged jobs"
                    valueHeading="Engagements"
                    rows={e.topJobs.slice(0, ADMIN_TOP_ENGAGED_JOBS).map((j) => ({
                      key: j.jobId,
                      label: j.jobTitle ?? ADMIN_TEXTS.untitledJob,
                      value: j.totalEngagement,
                    }))}
                  />
                </>
              )
            }
          </ReadView>
        </Part>
        <Part title="Post Interactions">
          <ReadView read={posts}>
            {(p) => (
              <>
                <p>
                  <strong>{p.totalInteractions.toLocaleString()}</strong> views · average{' '}
                  <strong>{seconds(p.averageViewDuration)}</strong>
                </p>
                {p.topPosts.length === 0 ? (
                  none
                ) : (
                  <BarRows
                    caption="Most viewed posts"
                    valueHeading="Views"
                    rows={p.topPosts.slice(0, ADMIN_TOP_INTERACTION_POSTS).map((post) => ({
                      key: post.contentId,
                      label: `Post ${post.contentId.slice(0, 8)}`,
                      detail: `average ${seconds(post.avgViewDuration)}`,
                      value: post.totalViews,
                    }))}
                  />
                )}
              </>
            )}
          </ReadView>
        </Part>
      </div>
    </AdminCard>
  );
}
