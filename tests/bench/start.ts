// start.*: a built server process (`node sync-server/dist/main.js`, as `pnpm start` runs it) from
// spawn to /api/health/ready 200 on an already migrated PostgreSQL database, and its resident
// memory then: the median of 9 starts (issue 31's budgets: 1 s, 130 MB). Needs `pnpm build`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from '../sync/support/servers';
import { figure, info, median, sleep } from './figures';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const COMPILED_SERVER = join(repoRoot, 'sync-server/dist/main.js');
const RUNS = Number(process.env.BENCH_START_RUNS ?? 9);

/** Resident memory of a process, MB. */
function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

export async function benchStart(databaseUrl: string): Promise<void> {
  if (!existsSync(COMPILED_SERVER)) {
    info('start: sync-server/dist/main.js is missing (run pnpm build first); skipped');
    return;
  }
  const readyMs: number[] = [];
  const rssMb: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const port = await freePort();
    const started = performance.now();
    const child = spawn(process.execPath, [COMPILED_SERVER], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'greenroom-start-')),
        SHUTDOWN_DRAIN_MS: '0',
        ACCESS_LOG: 'false',
      },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      for (;;) {
        if (child.exitCode !== null) throw new Error('the server exited during its start');
        const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
          .then((res) => res.ok)
          .catch(() => false);
        if (ok) break;
        await sleep(5);
      }
      readyMs.push(performance.now() - started);
      rssMb.push(rssOf(child.pid!));
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }
  info(`start to ready, ms: ${readyMs.map(Math.round).join(', ')}`);
  info(`RSS at ready, MB: ${rssMb.map(Math.round).join(', ')}`);
  figure('start.ready_ms', median(readyMs), 'ms', 1000, `median of ${RUNS}, built server`);
  figure('start.rss_mb', median(rssMb), 'MB', 130, `median of ${RUNS}, at ready`);
}
