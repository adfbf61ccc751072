// Load generator for the hashing benchmark, a separate process so that its 200 requests do not
// share an event loop with the latency probes:
//   node --import tsx tests/bench/signup-flood.ts <baseUrl> <count>
// Fires `count` sign-ups at once; a 503 is retried after its Retry-After (with jitter) until every
// sign-up is in, or two minutes pass. Prints one JSON line (FloodReport) on stdout.
import { performance } from 'node:perf_hooks';

export interface FloodReport {
  firstWave: Record<string, number>;
  created: number;
  attempts: number;
  allInMs: number;
  retryAfterSeconds: number[];
}

const [baseUrl = '', countArg = '200'] = process.argv.slice(2);
const count = Number(countArg);
const DEADLINE_MS = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signUp(i: number): Promise<Response> {
  return fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email: `flood.${process.pid}.${i}@nyu.edu`,
      password: `flood password ${i}`,
      firstName: 'Flood',
      lastName: `Member ${i}`,
      program: 'Dance',
      graduationYear: 2027,
    }),
  });
}

const started = performance.now();
const firstWave: Record<string, number> = {};
const retryAfterSeconds: number[] = [];
let attempts = 0;
let created = 0;

async function member(i: number): Promise<void> {
  for (let wave = 0; performance.now() - started < DEADLINE_MS; wave++) {
    attempts++;
    const res = await signUp(i);
    await res.arrayBuffer();
    if (wave === 0) firstWave[res.status] = (firstWave[res.status] ?? 0) + 1;
    if (res.status === 201) {
      created++;
      return;
    }
    if (res.status !== 503) return;
    const retryAfter = Number(res.headers.get('retry-after') ?? '1');
    retryAfterSeconds.push(retryAfter);
    await sleep(retryAfter * 1000 * (1 + Math.random()));
  }
}

await Promise.all(Array.from({ length: count }, (_, i) => member(i)));
const report: FloodReport = {
  firstWave,
  created,
  attempts,
  allInMs: performance.now() - started,
  retryAfterSeconds,
};
console.log(JSON.stringify(report));
