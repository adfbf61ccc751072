// The uPlot drawing behind TimeBars: one bar per label, redrawn when the data or the width
// changes.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTheme } from '../../../theme/theme-choice';

/** A semantic colour as a value, for the canvas (theme/semantic-tokens.ts). */
const colour = (variable: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(variable).trim();

export default function UplotBars({
  labels,
  values,
}: {
  labels: readonly string[];
  values: readonly number[];
}) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const shape = `${labels.join('|')}:${values.join(',')}:${theme}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the figures change, not their arrays.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = labels.map((_, i) => i);
    const bar = colour('--colors-chart-bar');
    const axis = colour('--colors-fg-muted');
    const every = Math.max(1, Math.ceil(labels.length / 8));
    const plot = new uPlot(
      {
        width: Math.max(200, el.clientWidth),
        height: Math.max(120, el.clientHeight),
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, Math.max(0.5, labels.length - 0.5)] } },
        axes: [
          {
            splits: () => xs.filter((i) => i % every === 0),
            values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
            grid: { show: false },
            stroke: axis,
          },
          { grid: { stroke: colour('--colors-chart-grid') }, stroke: axis },
        ],
        series: [
          {},
          {
            label: 'Users',
            fill: bar,
            stroke: bar,
            points: { show: false },
            paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
          },
        ],
      },
      [xs, [...values]],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({
        width: Math.max(200, el.clientWidth),
        height: Math.max(120, el.clientHeight),
      }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [shape]);
  return <div ref={box} style={{ width: '100%', height: '100%' }} />;
}
