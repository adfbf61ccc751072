// How hard the fuzz suite pushes: `pnpm test` runs a few dozen inputs per route and mutator to
// stay within minutes; `pnpm test:fuzz` sets FUZZ_RUNS=1000. FUZZ_SEED replays a failure.
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS) || 40;
export const FUZZ_SEED = Number(process.env.FUZZ_SEED) || Date.now() % 1_000_000;
/** A request that has not answered by then is a hang. */
export const REQUEST_TIMEOUT_MS = 10_000;
