// The figures of one Lighthouse run, their medians over several runs, and the budgets of
// issue 15, printed as `name: value unit (budget …)` lines.
import type { Result } from 'lighthouse';

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredKb: number;
  requests: number;
  /** The largest contentful paint's element (its HTML, shortened), when Lighthouse names it. */
  lcpElement: string;
  /** Titles of the accessibility and best-practices audits that did not pass. */
  failedAudits: string[];
}

interface Budget {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredKb: number;
}

const VISITOR_BUDGET: Budget = {
  performance: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  transferredKb: 200,
};
const MEMBER_BUDGET: Budget = {
  performance: 90,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  transferredKb: 350,
};
/** Issue #36: a member's page with a photo on its first screen. */
const PHOTO_BUDGET: Budget = { ...MEMBER_BUDGET, transferredKb: 500 };
const BUDGETS: Record<string, Budget> = {
  landing: VISITOR_BUDGET,
  auth: VISITOR_BUDGET,
  home: MEMBER_BUDGET,
  photo: PHOTO_BUDGET,
};

const score = (result: Result, category: string) =>
  Math.round((result.categories[category]?.score ?? 0) * 100);
const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? NaN;

function failedAudits(result: Result): string[] {
  const failed: string[] = [];
  for (const category of ['accessibility', 'best-practices']) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failed.push(`${category}: ${audit.title}`);
      }
    }
  }
  return failed;
}

function lcpElementOf(result: Result): string {
  const found = JSON.stringify(result.audits['lcp-breakdown-insight']?.details ?? {});
  const snippet = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(found)?.[1] ?? '';
  const text = /"nodeLabel":"((?:[^"\\]|\\.)*)"/.exec(found)?.[1] ?? '';
  return `${snippet.slice(0, 100)} "${text.slice(0, 60)}"`;
}

export function readFigures(result: Result): PageFigures {
  const requests = result.audits['network-requests']?.details;
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    transferredKb: numeric(result, 'total-byte-weight') / 1024,
    requests: requests && 'items' in requests ? requests.items.length : NaN,
    failedAudits: failedAudits(result),
    lcpElement: lcpElementOf(result),
  };
}

/** Median of the runs that measured the figure (a run can fail to record one, e.g. no LCP). */
function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

interface FigureLine {
  name: string;
  pick: (f: PageFigures) => number;
  show: (value: number) => string;
  /** The budget as printed, and whether a value is over it. */
  budget: (b: Budget) => string;
  over: (value: number, b: Budget) => boolean;
}

const ms = (v: number) => `${Math.round(v)} ms`;
const LINES: FigureLine[] = [
  {
    name: 'performance',
    pick: (f) => f.performance,
    show: String,
    budget: (b) => `≥ ${b.performance}`,
    over: (v, b) => v < b.performance,
  },
  {
    name: 'lcp',
    pick: (f) => f.lcpMs,
    show: ms,
    budget: (b) => `${b.lcpMs} ms`,
    over: (v, b) => v > b.lcpMs,
  },
  {
    name: 'tbt',
    pick: (f) => f.tbtMs,
    show: ms,
    budget: (b) => `${b.tbtMs} ms`,
    over: (v, b) => v > b.tbtMs,
  },
  {
    name: 'cls',
    pick: (f) => f.cls,
    show: (v) => v.toFixed(3),
    budget: (b) => `${b.cls}`,
    over: (v, b) => v > b.cls,
  },
  {
    name: 'transferred',
    pick: (f) => f.transferredKb,
    show: (v) => `${Math.round(v)} KB`,
    budget: (b) => `${b.transferredKb} KB`,
    over: (v, b) => v > b.transferredKb,
  },
  {
    name: 'accessibility',
    pick: (f) => f.accessibility,
    show: String,
    budget: () => '100',
    over: (v) => v < 100,
  },
  {
    name: 'best_practices',
    pick: (f) => f.bestPractices,
    show: String,
    budget: () => '100',
    over: (v) => v < 100,
  },
];

export function printFigures(page: string, runs: PageFigures[], build = ''): void {
  const budget = BUDGETS[page] ?? VISITOR_BUDGET;
  const label = build ? `${page}[${build}]` : page;
  for (const figure of LINES) {
    const value = median(runs.map(figure.pick));
    const each = runs.map((f) => figure.show(figure.pick(f))).join(', ');
    const over = figure.over(value, budget) ? '  OVER BUDGET' : '';
    console.log(
      `lighthouse.${label}.${figure.name}: ${figure.show(value)} (budget ${figure.budget(budget)})${over}  [runs: ${each}]`,
    );
  }
  console.log(`lighthouse.${label}.requests: ${median(runs.map((f) => f.requests))}`);
  const elements = runs.map((f) => f.lcpElement).filter(Boolean);
  for (const element of new Set(elements)) {
    const times = elements.filter((e) => e === element).length;
    console.log(`  lcp element (${label}, ${times} of ${runs.length} runs): ${element}`);
  }
  for (const title of new Set(runs.flatMap((f) => f.failedAudits))) {
    console.log(`  not passed (${page}): ${title}`);
  }
}
