// How hard the fuzz suite pushes: `pnpm test` runs a few dozen inputs per route and mutator to
// stay within minutes; `pnpm test:fuzz` sets FUZZ_RUNS=1000. FUZZ_SEED replays a failure.
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS) || 40;
export const FUZZ_SEED = Number(process.env.FUZZ_SEED) || Date.now() % 1_000_000;
/** A request that has not answered by then is a hang. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** One of `of` parts of a list (a test file's share of the routes or mutators). */
export interface Part {
  index: number;
  of: number;
}

/** Every `of`-th item, from the `index`-th (1-based): neighbours, often of one feature, split. */
export function partOf<T>(items: readonly T[], { index, of }: Part): T[] {
  return items.filter((_, i) => i % of === index - 1);
}
