// A ranked list drawn as a table whose rows carry a bar for their share of the largest value:
// readable as text by everyone, a chart at a glance.
import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';

export type BarRow = { key: string; label: ReactNode; detail?: ReactNode; value: number };

const cell = css({ py: '1.5', pr: '3', verticalAlign: 'top', fontSize: 'sm' });

export function BarRows({
  caption,
  valueHeading,
  rows,
  format = (n) => n.toLocaleString(),
}: {
  caption: string;
  valueHeading: string;
  rows: readonly BarRow[];
  format?: (value: number) => string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <table className={css({ w: 'full', borderCollapse: 'collapse' })}>
      <caption className={css({ srOnly: true })}>{caption}</caption>
      <thead className={css({ srOnly: true })}>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">{valueHeading}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={css({ textAlign: 'left', fontWeight: '500', w: 'full' })}>
              <div className={cell}>
                <div className={css({ overflowWrap: 'anywhere' })}>{row.label}</div>
                {row.detail ? (
                  <div className={css({ color: 'fg.muted', fontSize: 'xs' })}>{row.detail}</div>
                ) : null}
                <div
                  aria-hidden="true"
                  className={css({ mt: '1', h: '1.5', rounded: 'full', bg: 'accent.default' })}
                  style={{ width: `${Math.max(2, (row.value / max) * 100)}%` }}
                />
              </div>
            </th>
            <td className={cell} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              {format(row.value)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
