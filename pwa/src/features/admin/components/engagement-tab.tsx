// The Engagement tab (spec part 2 §2): what members highlight in posts — the totals, the top
// highlighted posts, the methods used (mouse, touch, keyboard) and the snippets themselves.

import { ADMIN_TEXTS } from '@greenroom/shared-model/admin-texts';
import { apiPaths, type DateRange } from '@greenroom/shared-model/api-paths';
import { HIGHLIGHT_METHODS } from '@greenroom/shared-model/catalogues';
import {
  ADMIN_TOP_HIGHLIGHTED_POSTS,
  ADMIN_UNIQUE_HIGHLIGHTS_LIMIT,
} from '@greenroom/shared-model/constants';
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';
import type {
  HighlightMethodsReply,
  HighlightOverview,
  HighlightSnippetsReply,
  TopHighlightedPostsReply,
} from '@greenroom/shared-model/schemas/analytics';
import { useMemo, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { LoadingLine } from '../../../ui/status-lines';
import { BarRows } from '../charts/bar-rows';
import { useAdminRead } from '../hooks/use-admin-read';
import { AdminCard, bigNumber, muted, ReadView } from './admin-card';
import { TimeFrameSelect } from './analytics/time-frame-select';
import { grid } from './analytics-tab';

const PERIODS = [7, 30, 90] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` days up to now, fixed while the tab is open (one address per choice). */
function useRange(days: number): DateRange {
  return useMemo(() => {
    const end = new Date();
    return {
      startDate: new Date(end.getTime() - days * DAY_MS).toISOString(),
      endDate: end.toISOString(),
    };
  }, [days]);
}

export default function EngagementTab() {
  const [days, setDays] = useState<number>(30);
  const range = useRange(days);
  const h = apiPaths.admin.analytics.highlighting;
  const overview = useAdminRead<HighlightOverview>(h.overview(range));
  const methods = useAdminRead<HighlightMethodsReply>(h.methods(range));
  const topPosts = useAdminRead<TopHighlightedPostsReply>(h.topPosts(range));
  const unique = useAdminRead<HighlightSnippetsReply>(
    h.unique(range, ADMIN_UNIQUE_HIGHLIGHTS_LIMIT),
  );
  const figures = (o: HighlightOverview) =>
    [
      ['Text Highlights', o.totalHighlights.toLocaleString(), 'Selections tracked'],
      ['Active Highlighters', o.activeHighlighters.toLocaleString(), 'Unique members'],
      ['Avg Selection', `${Math.round(o.avgSelectionLength)}`, 'Characters per highlight'],
      ['Highlight Rate', `${o.highlightRate.toFixed(1)}%`, 'Highlights per post view'],
    ] as const;
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <TimeFrameSelect
          label="Highlights period"
          choices={PERIODS}
          value={days}
          onChange={setDays}
        />
      </div>
      <ReadView read={overview}>
        {(o) => (
          <dl
            className={css({
              display: 'grid',
              gap: '3',
              gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
              m: '0',
            })}
          >
            {figures(o).map(([label, value, note]) => (
              <div
                key={label}
                className={css({
                  bg: 'bg.surface',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  rounded: 'lg',
                  p: '4',
                })}
              >
                <dt className={css({ fontWeight: '600', color: 'fg.muted', fontSize: 'sm' })}>
                  {label}
                </dt>
                <dd className={bigNumber}>{value}</dd>
                <dd className={muted}>{note}</dd>
              </div>
            ))}
          </dl>
        )}
      </ReadView>
      <div className={grid}>
        <AdminCard title="Top Highlighted Posts">
          <ReadView read={topPosts}>
            {(posts) =>
              posts.length === 0 ? (
                <p className={muted}>No highlights in this period.</p>
              ) : (
                <BarRows
                  caption="Top highlighted posts"
                  valueHeading="Highlights"
                  rows={posts.slice(0, ADMIN_TOP_HIGHLIGHTED_POSTS).map((p) => ({
                    key: p.postId,
                    label: p.postTitle ?? ADMIN_TEXTS.untitledPost,
                    detail: `${p.uniqueUsers} unique ${p.uniqueUsers === 1 ? 'member' : 'members'}`,
                    value: p.highlights,
                  }))}
                />
              )
            }
          </ReadView>
        </AdminCard>
        <AdminCard title="Highlighting Methods">
          <ReadView read={methods}>
            {(list) => {
              const share = new Map(list.map((m) => [m.method, m.percentage]));
              return (
                <BarRows
                  caption="Highlighting methods"
                  valueHeading="Share"
                  format={(n) => `${n.toFixed(0)}%`}
                  rows={HIGHLIGHT_METHODS.map((m) => ({
                    key: m,
                    label: m[0]!.toUpperCase() + m.slice(1),
                    value: share.get(m) ?? 0,
                  }))}
                />
              );
            }}
          </ReadView>
        </AdminCard>
      </div>
      <AdminCard
        title="Highlighted Text Analytics"
        description="The passages members highlight most"
      >
        {unique.status === 'loading' && !unique.value ? (
          <LoadingLine text="Loading highlights..." />
        ) : unique.status === 'error' ? (
          <div role="alert">
            <p className={css({ fontWeight: '600', color: 'danger.fg' })}>
              {ADMIN_TEXTS.highlightsErrorTitle}
            </p>
            <p className={muted}>{ADMIN_TEXTS.highlightsErrorDescription}</p>
          </div>
        ) : !unique.value || unique.value.length === 0 ? (
          <p className={muted}>No highlighted text in this period.</p>
        ) : (
          <ul aria-label="Highlighted snippets" className={css({ display: 'grid', gap: '3' })}>
            {unique.value.map((s) => (
              <li
                key={`${s.contentType}:${s.selectedText}`}
                className={css({ borderLeftWidth: '3px', borderColor: 'accent.default', pl: '3' })}
              >
                <blockquote className={css({ fontStyle: 'italic', overflowWrap: 'anywhere' })}>
                  “{s.selectedText}”
                </blockquote>
                <p
                  className={css({
                    display: 'flex',
                    gap: '2',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    fontSize: 'sm',
                    color: 'fg.muted',
                    mt: '1',
                  })}
                >
                  <Badge tone="neutral">{s.contentType}</Badge>
                  <span>
                    {s.count}× by {s.uniqueUsers} {s.uniqueUsers === 1 ? 'member' : 'members'}
                  </span>
                  <span>· last {formatRelativeTime(s.lastHighlighted)}</span>
                  <span>· {s.methods.join(', ')}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </AdminCard>
    </div>
  );
}
