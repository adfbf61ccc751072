// hashing.*: 200 sign-ups arrive at once (a load-generator process, signup-flood.ts) while this
// process probes GET /api/health and a signed-in read (GET /api/posts) back to back. Run against
// the server as configured (the bounded hashing pool) and, for comparison in the same run, with
// the pool opened wide (hashing bounded only by libuv's four threads).
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ServerProcess } from '../support/server-process';
import { type Member, signUpMember } from '../sync/support/member-http';
import { freePort } from '../sync/support/servers';
import { figure, info, median, percentile, sleep } from './figures';
import type { FloodReport } from './signup-flood';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SIGNUPS = 200;
const BASELINE_PROBES = 40;

interface Probes {
  health: number[];
  read: number[];
}

async function timed(url: string, init: RequestInit = {}): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

async function probeOnce(baseUrl: string, reader: Member, into: Probes): Promise<void> {
  into.health.push(await timed(`${baseUrl}/api/health`));
  into.read.push(
    await timed(`${baseUrl}/api/posts?limit=20`, { headers: { cookie: reader.cookie() } }),
  );
}

function runFlood(baseUrl: string): Promise<FloodReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/signup-flood.ts', baseUrl, String(SIGNUPS)],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`signup-flood exited with ${code}`));
      else resolve(JSON.parse(output.trim().split('\n').pop() ?? '{}') as FloodReport);
    });
  });
}

async function measure(name: string, databaseUrl: string, env: Record<string, string>) {
  // The hashing pool is measured: 200 sign-ups from one address must all reach it.
  const server = new ServerProcess({
    port: await freePort(),
    databaseUrl,
    env: { SIGNUP_LIMIT_PER_HOUR: '0', ...env },
  });
  await server.start();
  try {
    const reader = await signUpMember(server.url, { firstName: 'Rita', lastName: 'Reader' });
    const baseline: Probes = { health: [], read: [] };
    for (let i = 0; i < BASELINE_PROBES; i++) await probeOnce(server.url, reader, baseline);

    const during: Probes = { health: [], read: [] };
    let done = false;
    const flood = runFlood(server.url).finally(() => {
      done = true;
    });
    // Probe for the whole flood: the first wave and every retry after a 503.
    while (!done) {
      await probeOnce(server.url, reader, during);
      await sleep(10);
    }
    const report = await flood;
    const note = (p: Probes, key: keyof Probes) =>
      `p50 ${Math.round(median(p[key]))} ms, ${p[key].length} probes; idle p99 ${Math.round(percentile(baseline[key], 99))} ms`;
    figure(
      `hashing.${name}.health_p99`,
      percentile(during.health, 99),
      'ms',
      50,
      note(during, 'health'),
    );
    figure(
      `hashing.${name}.signed_in_read_p99`,
      percentile(during.read, 99),
      'ms',
      100,
      note(during, 'read'),
    );
    const waves = Object.entries(report.firstWave)
      .map(([status, n]) => `${n}×${status}`)
      .join(', ');
    figure(
      `hashing.${name}.all_signups_in`,
      report.allInMs,
      'ms',
      30_000,
      `${report.created}/${SIGNUPS} created; first wave ${waves}; ${report.attempts} requests in all` +
        (report.retryAfterSeconds.length
          ? `; Retry-After ${Math.min(...report.retryAfterSeconds)}–${Math.max(...report.retryAfterSeconds)} s`
          : ''),
    );
  } catch (error) {
    info(server.logs().slice(-2000));
    throw error;
  } finally {
    await server.stop();
  }
}

export async function benchHashingFlood(databaseUrl: string): Promise<void> {
  await measure('bounded', databaseUrl, {});
  await measure('unbounded', databaseUrl, {
    PASSWORD_HASH_CONCURRENCY: '200',
    PASSWORD_HASH_QUEUE_LIMIT: '100000',
  });
}
