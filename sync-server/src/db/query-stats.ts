// Statements this process sent to PostgreSQL (postgres.js), for benchmarks and diagnostics: the
// cost of one write in queries, whatever the number of members online.
export const queryStats = { queries: 0 };

export function countQuery(): void {
  queryStats.queries++;
}
