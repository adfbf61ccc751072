// Printing for `pnpm bench`: each figure on its own line as
//   name: value unit (budget N)   [+ OVER BUDGET]   [notes]
// Benchmarks report; they never fail on time.

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function round(value: number): string {
  if (value >= 100) return String(Math.round(value));
  if (value >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

export function figure(name: string, value: number, unit: string, budget: number, note?: string) {
  const over = value > budget ? ' OVER BUDGET' : '';
  console.log(
    `${name}: ${round(value)} ${unit} (budget ${budget})${over}${note ? `  [${note}]` : ''}`,
  );
}

/** A figure where more is better (a throughput): under the floor is the miss. */
export function figureAtLeast(
  name: string,
  value: number,
  unit: string,
  floor: number,
  note?: string,
) {
  const under = value < floor ? ' UNDER BUDGET' : '';
  console.log(
    `${name}: ${round(value)} ${unit} (budget ≥ ${floor})${under}${note ? `  [${note}]` : ''}`,
  );
}

export function info(line: string): void {
  console.error(`  · ${line}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
