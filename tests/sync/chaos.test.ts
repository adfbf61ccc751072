// The chaos run with small numbers (the full run is `pnpm test:chaos`): the server is a child
// process on a PostgreSQL cluster of the run's own; the server is killed for real once and
// PostgreSQL shut down and started again twice under it; the invariants must hold.
import { expect, it } from 'vitest';
import { formatChaosReport, runChaos } from './chaos';

it('120 writes across 4 disconnects, 1 server kill and 2 PostgreSQL restarts: nothing lost, nothing doubled', async () => {
  // The run's steps and the server's output are printed only when it fails.
  const lines: string[] = [];
  const report = await runChaos({
    writes: 120,
    disconnects: 4,
    serverKills: 1,
    postgresRestarts: 2,
    seed: 20_260_301,
    log: (line) => lines.push(line),
  }).catch((error: unknown) => {
    console.error(lines.join('\n'));
    throw error;
  });
  const summary = formatChaosReport(report);
  expect(report.violations, summary).toEqual([]);
  expect(report.replicaDiffs, summary).toEqual([]);
  expect(report.duplicatesFound).toBe(0);
  expect(report.lost).toBe(0);
  expect(report.staleAuthorPosts).toBe(0);
  expect(report.writesAttempted).toBe(120);
  expect(report.acknowledged + report.refused).toBe(120);
  // The run exercised what it claims to.
  expect(report.serverKills).toBe(1);
  expect(report.postgresRestarts).toBe(2);
  // A real kill: a second server process took over, and none of them outlived the run.
  expect(new Set(report.serverPids).size).toBe(2);
  for (const pid of report.serverPids) expect(() => process.kill(pid, 0)).toThrow();
  expect(report.disconnects).toBe(4);
  expect(report.refusedInvalid).toBeGreaterThan(0);
  expect(report.acknowledged).toBeGreaterThan(report.refused);
  expect(report.serverRows).toBeGreaterThan(0);
}, 240_000);
