// Times a set of GET queries over several rounds after one warm-up round: every time, and the
// three slowest queries by median (for the log line).
import { performance } from 'node:perf_hooks';
import type { Member } from '../sync/support/member-http';
import { info, percentile } from './figures';

export interface QueryTimes {
  times: number[];
  /** Result counts of the first four queries. */
  counts: number[];
}

export async function timeQueries(
  member: Member,
  url: (query: Record<string, string>) => string,
  queries: readonly Record<string, string>[],
  rounds: number,
): Promise<QueryTimes> {
  const call = async (query: Record<string, string>) => {
    const started = performance.now();
    const res = await member.fetch(url(query), {});
    const body = (await res.json()) as unknown[];
    if (res.status !== 200) throw new Error(`${url(query)} answered ${res.status}`);
    return { ms: performance.now() - started, results: body.length };
  };
  for (const q of queries) await call(q); // warm-up
  const times: number[] = [];
  const byQuery = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const q of queries) {
      const { ms } = await call(q);
      times.push(ms);
      const key = new URLSearchParams(q).toString();
      byQuery.set(key, [...(byQuery.get(key) ?? []), ms]);
    }
  }
  const slowest = [...byQuery]
    .map(([key, ms]) => [key, percentile(ms, 50)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  info(`slowest: ${slowest.map(([key, ms]) => `${key} ${Math.round(ms)} ms`).join('; ')}`);
  const counts = await Promise.all(queries.slice(0, 4).map(async (q) => (await call(q)).results));
  return { times, counts };
}
