// Counts over time (daily or monthly active users) as a bar chart, with the same figures as a
// table for screen readers and for anyone who would rather read them. uPlot loads with this
// component, which loads with the Analytics tab (ADR 018).
import { Suspense } from 'react';
import { css } from '../../../../styled-system/css';
import { lazy } from '../../../ui/lazy';

export type TimePoint = { label: string; value: number };

const UplotBars = lazy(() => import('./uplot-bars'));

export function TimeBars({
  caption,
  valueHeading,
  points,
  distinctTotal,
}: {
  caption: string;
  valueHeading: string;
  points: readonly TimePoint[];
  /** Different members over the whole period, when the server counts them (a member active on
   *  several days is in several bars, so the bars do not add up to it). */
  distinctTotal?: number;
}) {
  const peak = points.reduce<TimePoint | null>((a, p) => (a && a.value >= p.value ? a : p), null);
  return (
    <figure className={css({ display: 'grid', gap: '2', m: '0' })}>
      <div aria-hidden="true" className={css({ h: '48', minW: 0 })}>
        <Suspense fallback={null}>
          <UplotBars labels={points.map((p) => p.label)} values={points.map((p) => p.value)} />
        </Suspense>
      </div>
      <figcaption className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {caption}
        {distinctTotal === undefined
          ? ''
          : `: ${distinctTotal.toLocaleString()} different ${distinctTotal === 1 ? 'member' : 'members'} in all`}
        {peak && peak.value > 0
          ? `${distinctTotal === undefined ? ':' : ','} most on ${peak.label} (${peak.value.toLocaleString()})`
          : ''}
        .
      </figcaption>
      <details>
        <summary className={css({ cursor: 'pointer', fontSize: 'sm', color: 'accent.text' })}>
          Show as a table
        </summary>
        <table className={css({ mt: '2', fontSize: 'sm', borderCollapse: 'collapse' })}>
          <caption className={css({ srOnly: true })}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={css({ textAlign: 'left', pr: '4' })}>
                Date
              </th>
              <th scope="col" className={css({ textAlign: 'right' })}>
                {valueHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <td className={css({ pr: '4' })}>{p.label}</td>
                <td className={css({ textAlign: 'right' })}>{p.value.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
