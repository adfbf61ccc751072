// Server reads against a bare server (issue #31's budget: ≥ 0.5×): GET /api/posts?limit=50 as a
// signed-in member, requests per second with 16 clients on keep-alive connections, the compiled
// app (`sync-server/dist/main.js`) against `bare-reads-server.ts` doing the same queries with no
// framework. On PostgreSQL both serve one populated database and run turn about; on PGlite the
// embedded database is one process's, so the app's runs come first, then the bare server's.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createEmptyDatabase } from '../e2e/fixtures/database';
import { ServerProcess } from '../support/server-process';
import { signUpMember } from '../sync/support/member-http';
import { freePort } from '../sync/support/servers';
import { figureAtLeast, info, median } from './figures';
import { populate } from './populate';

const RUNS = 3;
const SECONDS = 4;
const CLIENTS = 16;
const PATH = '/api/posts?limit=50';
const POPULATION = {
  members: 60,
  posts: 300,
  photoEvery: 1_000_000,
  photos: 0,
  jobs: 0,
  events: 0,
};
const ENV = { SIGNUP_LIMIT_PER_HOUR: '0', MEMBER_WRITE_LIMITS: 'off' };
const bareEntry = fileURLToPath(new URL('./bare-reads-server.ts', import.meta.url));

/** Requests answered 200 per second by `CLIENTS` loops over `seconds`. */
async function throughput(base: string, cookie: string, seconds: number): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < until) {
        const res = await fetch(`${base}${PATH}`, { headers: { cookie } });
        await res.arrayBuffer();
        if (res.status === 200) done++;
        else failed++;
      }
    }),
  );
  if (failed > 0) throw new Error(`${failed} reads of ${base} failed`);
  return done / seconds;
}

async function startBare(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = fork(bareEntry, [], {
    env: { ...process.env, ...env, PORT: String(port) },
    execArgv: ['--import', 'tsx'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function stopBare(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Same rows from both: the bare server is a fair yardstick only if it does the same work. */
async function sameReplies(app: string, bare: string, cookie: string): Promise<void> {
  const read = async (base: string) =>
    (await (await fetch(`${base}${PATH}`, { headers: { cookie } })).json()) as { id: string }[];
  const [a, b] = [await read(app), await read(bare)];
  if (a.length !== 50 || a.map((p) => p.id).join() !== b.map((p) => p.id).join()) {
    throw new Error(`the bare server answers other posts (${a.length} vs ${b.length})`);
  }
}

function report(name: string, app: number[], bare: number[]): void {
  const ratio = median(app) / median(bare);
  info(
    `${name}: app ${app.map(Math.round).join(', ')} req/s, bare ${bare.map(Math.round).join(', ')} req/s`,
  );
  figureAtLeast(
    `reads.posts_50_vs_bare_${name}`,
    ratio,
    '×',
    0.5,
    `${CLIENTS} clients, ${RUNS} runs of ${SECONDS} s`,
  );
}

export async function benchServerReads(): Promise<void> {
  // PostgreSQL: both servers on one database, turn about.
  const database = await createEmptyDatabase('greenroom_bench_reads');
  const app = new ServerProcess({ port: await freePort(), databaseUrl: database.url, env: ENV });
  try {
    await app.start();
    await populate(app.url, POPULATION);
    const cookie = (await signUpMember(app.url)).cookie();
    const bare = await startBare({ DATABASE_URL: database.url });
    try {
      await sameReplies(app.url, bare.url, cookie);
      await throughput(app.url, cookie, 1);
      await throughput(bare.url, cookie, 1);
      const appRuns: number[] = [];
      const bareRuns: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        appRuns.push(await throughput(app.url, cookie, SECONDS));
        bareRuns.push(await throughput(bare.url, cookie, SECONDS));
      }
      report('pg', appRuns, bareRuns);
    } finally {
      await stopBare(bare.child);
    }
  } finally {
    await app.stop();
    await database.drop();
  }

  // PGlite: one process at a time on the data directory.
  const embedded = new ServerProcess({ port: await freePort(), databaseUrl: '', env: ENV });
  try {
    await embedded.start();
    await populate(embedded.url, POPULATION);
    const cookie = (await signUpMember(embedded.url)).cookie();
    const expected = await (await fetch(`${embedded.url}${PATH}`, { headers: { cookie } })).json();
    await throughput(embedded.url, cookie, 1);
    const appRuns: number[] = [];
    for (let i = 0; i < RUNS; i++) appRuns.push(await throughput(embedded.url, cookie, SECONDS));
    await embedded.stop();
    const bare = await startBare({ DATA_DIR: embedded.dataDir, DATABASE_URL: '' });
    try {
      const got = await (await fetch(`${bare.url}${PATH}`, { headers: { cookie } })).json();
      if (
        JSON.stringify((got as { id: string }[]).map((p) => p.id)) !==
        JSON.stringify((expected as { id: string }[]).map((p) => p.id))
      ) {
        throw new Error('the bare server answers other posts on PGlite');
      }
      await throughput(bare.url, cookie, 1);
      const bareRuns: number[] = [];
      for (let i = 0; i < RUNS; i++) bareRuns.push(await throughput(bare.url, cookie, SECONDS));
      report('pglite', appRuns, bareRuns);
    } finally {
      await stopBare(bare.child);
    }
  } finally {
    await embedded.stop();
  }
}
