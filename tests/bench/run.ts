// `pnpm bench`: sync and live-channel figures on this machine, each printed as
//   name: value unit (budget N)   [+ OVER BUDGET]   [notes]
// as the median of several runs. The server is a child process (the real main.ts, with
// --expose-gc for the memory probe); the 10,000 sockets live in a separate load-generator
// process. Benchmarks report; they never fail on time (exit 0 even over budget).
import 'fake-indexeddb/auto';
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ensureClientId, setMeta } from '@greenroom/pwa/client-core/local-db/member-db';
import { createMemoryLocks } from '@greenroom/pwa/client-core/outbox/locks';
import { createSyncEngine } from '@greenroom/pwa/client-core/sync/engine';
import { applyPullPageWithRetry } from '@greenroom/pwa/client-core/sync/pull';
import type { FetchLike } from '@greenroom/pwa/client-core/sync/transport';
import type { WebSocketLike } from '@greenroom/pwa/client-core/sync/ws-client';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import postgres from 'postgres';
import WebSocket from 'ws';
import { createEmptyDatabase } from '../e2e/fixtures/database';
import { ServerProcess } from '../support/server-process';
import { createPost } from '../sync/support/actions';
import { type Member, signUpMember } from '../sync/support/member-http';
import { createReplica, type ReplicaClient } from '../sync/support/replica';
import { freePort } from '../sync/support/servers';
import { figure, info, median, percentile, sleep } from './figures';
import { benchHashingFlood } from './hashing-flood';
import type { LoadgenCommand, LoadgenReply } from './ws-loadgen';

/** The server's cap of live sockets per member (sync-server/src/live/hub.ts). */
const MAX_SOCKETS_PER_MEMBER = 16;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = 5;
/** The replay runs are long (server-bound): three of them. */
const REPLAY_RUNS = 3;
const LIVE_SAMPLES = 200;
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const BROADCAST_RUNS = 7;
/** A sample not visible after this long is a stall (lost poke), nudged with a manual pull. */
const STALL_MS = 3_000;

async function waitFor(predicate: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

// ─── The server child ────────────────────────────────────────────────────────────────────────

interface MemoryUsage {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/** The server child (one process: node --expose-gc --import tsx server-entry.ts → main.ts). */
class BenchServer {
  private readonly server: ServerProcess;
  private waiting = new Map<number, (usage: MemoryUsage) => void>();
  private nextId = 1;
  readonly url: string;

  constructor(port: number, databaseUrl: string) {
    this.server = new ServerProcess({
      port,
      databaseUrl,
      nodeArgs: ['--expose-gc'],
      entry: 'tests/bench/server-entry.ts',
    });
    this.url = this.server.url;
  }

  async start(): Promise<void> {
    await this.server.start();
    this.server.process?.on(
      'message',
      (m: { type?: string; id?: number; usage?: MemoryUsage; gc?: boolean }) => {
        if (m.type !== 'memory' || m.id === undefined || !m.usage) return;
        if (!m.gc) info('server has no gc(): memory figures include garbage');
        this.waiting.get(m.id)?.(m.usage);
        this.waiting.delete(m.id);
      },
    );
  }

  pid(): number | undefined {
    return this.server.process?.pid;
  }

  /** Heap, external and RSS of the server process after two full GCs. */
  async memory(): Promise<MemoryUsage> {
    const id = this.nextId++;
    const reply = new Promise<MemoryUsage>((resolve) => this.waiting.set(id, resolve));
    this.server.process?.send({ type: 'memory', id });
    return reply;
  }

  logs(): string {
    return this.server.logs();
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}

// ─── sync.initial ────────────────────────────────────────────────────────────────────────────

/** Time spent waiting on the server (request sent → reply body read), per replica. */
function serverClock() {
  const spent = { ms: 0 };
  const wrap =
    (inner: FetchLike): FetchLike =>
    async (input, init) => {
      const started = performance.now();
      const res = await inner(input, init);
      const body = await res.arrayBuffer();
      spent.ms += performance.now() - started;
      return new Response(body, {
        status: res.status,
        statusText: res.statusText,
        headers: res.headers,
      });
    };
  return { spent, wrap };
}

/** Pull pages into the replica until `more` is false; returns [ms, pages, changes]. */
async function timedPull(
  r: ReplicaClient,
): Promise<{ ms: number; pages: number; changes: number }> {
  const clientId = await ensureClientId(r.db);
  let cursor = ((await r.db.meta.get('cursor'))?.value as string | undefined) ?? null;
  let pages = 0;
  let changes = 0;
  const started = performance.now();
  for (;;) {
    const reply = await r.transport.pull({ clientId, protocolVersion: PROTOCOL_VERSION, cursor });
    if (!reply.ok) throw new Error(`pull failed: ${reply.message}`);
    await applyPullPageWithRetry(r.db, reply.value);
    pages++;
    changes += reply.value.changes.length;
    cursor = reply.value.cursor;
    if (!reply.value.more) break;
  }
  return { ms: performance.now() - started, pages, changes };
}

async function benchInitialSync(baseUrl: string, sql: postgres.Sql, reader: Member): Promise<void> {
  // A cursor taken before the seed: a pull from it carries exactly the 5,000 new posts.
  const probe = createReplica({ baseUrl, member: reader });
  await probe.pull();
  const freshCursor = (await probe.db.meta.get('cursor'))?.value as string;
  probe.close();

  await sql`
    insert into posts (id, author_id, content, type, skills, created_at, updated_at)
    select gen_random_uuid(), ${reader.user.id},
           'Seeded post ' || g || ': ' || repeat('a reel, a casting call, a crew wanted. ', 5),
           'post', array['film', 'editing'],
           now() - make_interval(secs => g), now() - make_interval(secs => g)
    from generate_series(1, 5000) as g`;

  const delta: number[] = [];
  const deltaServer: number[] = [];
  let pagesSeen = 0;
  for (let run = 0; run < RUNS; run++) {
    const clock = serverClock();
    const r = createReplica({ baseUrl, member: reader, wrapFetch: clock.wrap });
    await setMeta(r.db, 'cursor', freshCursor);
    const { ms, pages } = await timedPull(r);
    const held = await r.db.posts.count();
    if (held < 5000) info(`delta run ${run}: replica holds ${held} posts, expected 5,000`);
    delta.push(ms);
    deltaServer.push(clock.spent.ms);
    pagesSeen = pages;
    r.close();
  }
  figure(
    'sync.initial_5000',
    median(delta),
    'ms',
    1000,
    `delta pull of 5,000 post changes from a fresh cursor into an empty replica, ${pagesSeen} pages; ` +
      `waiting on the server ${Math.round(median(deltaServer))} ms, the rest is applying to fake-indexeddb; ` +
      `the null-cursor snapshot is capped at the 500-item feed window (next line); runs ${delta.map(Math.round).join('/')}`,
  );

  const snapshot: number[] = [];
  let held = 0;
  for (let run = 0; run < RUNS; run++) {
    const r = createReplica({ baseUrl, member: reader });
    const { ms } = await timedPull(r);
    held = await r.db.posts.count();
    snapshot.push(ms);
    r.close();
  }
  figure(
    'sync.initial_snapshot',
    median(snapshot),
    'ms',
    1000,
    `null cursor → reset snapshot, ${held} posts (feed window) + profiles; runs ${snapshot.map(Math.round).join('/')}`,
  );
}

// ─── sync.replay ─────────────────────────────────────────────────────────────────────────────

async function benchReplay(baseUrl: string, writer: Member): Promise<void> {
  const times: number[] = [];
  const requests: number[] = [];
  const serverTimes: number[] = [];
  for (let run = 0; run < REPLAY_RUNS; run++) {
    const clock = serverClock();
    const r = createReplica({ baseUrl, member: writer, wrapFetch: clock.wrap });
    // Offline: the outbox fills (the drain is not asked to run).
    for (let i = 0; i < 1000; i++) {
      await createPost(r.db, writer.user, { content: `replay ${run}.${i}: wrapped the shoot` });
    }
    const before = r.requests.push;
    clock.spent.ms = 0;
    const started = performance.now();
    const result = await r.drainer.requestFlush('online');
    times.push(performance.now() - started);
    serverTimes.push(clock.spent.ms);
    requests.push(r.requests.push - before);
    const left = await r.db.outbox.count();
    if (result !== 'drained' || left > 0 || r.rejected.length > 0) {
      info(`replay run ${run}: ${result}, ${left} left, ${r.rejected.length} refused`);
    }
    r.close();
  }
  figure(
    'sync.replay_1000',
    median(times),
    'ms',
    1500,
    `1,000 queued creates drained from online to last ack; waiting on the server ` +
      `${Math.round(median(serverTimes))} ms; runs ${times.map(Math.round).join('/')}`,
  );
  figure('sync.replay_1000_requests', Math.max(...requests), 'requests', 10, 'max over runs');
}

// ─── live.write_to_visible ───────────────────────────────────────────────────────────────────

interface Observable<T> {
  subscribe(observer: { next(value: T): void }): { unsubscribe(): void };
}

/** Dexie's liveQuery (what the PWA's hooks use), reached through the replica's Dexie class. */
function liveQuery<T>(r: ReplicaClient, query: () => Promise<T>): Observable<T> {
  const dexie = r.db.constructor as unknown as { liveQuery(fn: () => Promise<T>): Observable<T> };
  return dexie.liveQuery(query);
}

function wsFactory(member: Member, origin: string) {
  return (url: string) =>
    new WebSocket(url, {
      headers: { Cookie: member.cookie(), Origin: origin },
      perMessageDeflate: false,
    }) as unknown as WebSocketLike;
}

async function liveSamples(
  baseUrl: string,
  writer: Member,
  reader: Member,
  samples: number,
): Promise<{ times: number[]; stalls: number }> {
  const r = createReplica({ baseUrl, member: reader });
  const engine = createSyncEngine({
    userId: reader.user.id,
    db: r.db,
    transport: r.transport,
    locks: createMemoryLocks(),
    wsFactory: wsFactory(reader, baseUrl),
    wsUrl: `${baseUrl.replace('http', 'ws')}/ws`,
  });
  engine.start('page-start');
  try {
    await waitFor(() => engine.ws?.isConnected() ?? false, 10_000, '/ws to open');
    await engine.requestSync('manual');
    const times: number[] = [];
    let stalls = 0;
    for (let i = 0; i < samples; i++) {
      const id = crypto.randomUUID();
      let seenAt = 0;
      const sub = liveQuery(r, () => r.db.posts.get(id)).subscribe({
        next: (row) => {
          if (row && !seenAt) seenAt = performance.now();
        },
      });
      const started = performance.now();
      const reply = await writer.call('POST', '/api/posts', { id, content: `live ${i}` });
      if (reply.status !== 201) throw new Error(`POST /api/posts: ${reply.status}`);
      try {
        await waitFor(() => seenAt > 0, STALL_MS, `post ${i} in the reader's replica`);
        times.push(seenAt - started);
      } catch {
        // The poke's pull came back without the post (watermark held back by another open
        // transaction on the cluster; see the report) and nothing pokes again: nudge and go on.
        stalls++;
        await engine.requestSync('manual');
        await waitFor(() => seenAt > 0, 10_000, `post ${i} after a manual pull`);
      }
      sub.unsubscribe();
      await sleep(2);
    }
    return { times, stalls };
  } finally {
    engine.stop();
    r.close();
  }
}

async function benchLive(baseUrl: string, writer: Member, reader: Member): Promise<void> {
  // POST by A → commit → NOTIFY → poke on B's socket → B's engine pulls at once → applied.
  const live = await liveSamples(baseUrl, writer, reader, LIVE_SAMPLES);
  const note =
    `${live.times.length} sequential samples, the engine as shipped` +
    (live.stalls > 0 ? `; ${live.stalls} stalled > ${STALL_MS} ms (lost poke, excluded)` : '');
  figure('live.write_to_visible_p50', median(live.times), 'ms', 25, note);
  figure('live.write_to_visible_p99', percentile(live.times, 99), 'ms', 100, note);
}

// ─── ws.broadcast / ws.memory ───────────────────────────────────────────────────────────────

class Loadgen {
  private child: ChildProcess;
  private listeners = new Set<(reply: LoadgenReply) => void>();

  constructor() {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/ws-loadgen.ts'], {
      cwd: repoRoot,
      env: { ...process.env, LOADGEN_MAX_LIFETIME_MS: '240000' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (reply: LoadgenReply) => {
      for (const l of this.listeners) l(reply);
    });
  }

  /** Sends a command (if any) and resolves with the first matching reply. */
  request<T extends LoadgenReply['type']>(
    command: LoadgenCommand | null,
    type: T,
    timeoutMs: number,
    match: (reply: Extract<LoadgenReply, { type: T }>) => boolean = () => true,
  ): Promise<Extract<LoadgenReply, { type: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`load generator: no ${type} in ${timeoutMs} ms`));
      }, timeoutMs);
      const listener = (reply: LoadgenReply) => {
        if (reply.type !== type || !match(reply as Extract<LoadgenReply, { type: T }>)) return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(reply as Extract<LoadgenReply, { type: T }>);
      };
      this.listeners.add(listener);
      if (command) this.child.send(command);
    });
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

/**
 * Session cookies for the socket crowd. The server allows MAX_SOCKETS_PER_MEMBER (16) live
 * sockets per member, so 10,000 sockets need 625 members: their user and session rows are
 * inserted by SQL (a sign-up each would spend a minute in password hashing); the sockets still
 * authenticate through the real session loader at the upgrade.
 */
async function seedCrowd(sql: postgres.Sql, members: number): Promise<string[]> {
  const tag = randomBytes(4).toString('hex');
  const users = await sql<{ id: string }[]>`
    insert into users (email, first_name, last_name, program, graduation_year)
    select 'crowd' || g || '.' || ${tag} || '@nyu.edu', 'Crowd' || g, 'Member',
           'Film and Television', 2027
    from generate_series(1, ${members}) as g
    returning id`;
  const tokens = users.map(() => randomBytes(32).toString('base64url'));
  const rows = users.map((u, i) => ({
    id: createHash('sha256').update(tokens[i]!).digest('hex'),
    user_id: u.id,
    expires_at: new Date(Date.now() + 7 * 86_400_000),
  }));
  await sql`insert into sessions ${sql(rows)}`;
  return tokens.map((t) => `greenroom_session=${t}`);
}

async function benchBroadcast(
  server: BenchServer,
  sql: postgres.Sql,
  cookies: string[],
  author: Member,
): Promise<void> {
  const before = await server.memory();
  const loadgen = new Loadgen();
  try {
    const connected = await loadgen.request(
      {
        type: 'connect',
        url: server.url,
        cookies,
        count: SOCKETS,
        concurrency: 200,
      },
      'connected',
      120_000,
    );
    info(
      `${connected.open} sockets open in ${Math.round(connected.ms)} ms, ${connected.failed} failed ${connected.errors.join('; ')}`,
    );
    if (connected.open === 0) throw new Error('no socket opened');
    await sleep(1000);
    const after = await server.memory();
    const n = connected.open;
    const perSocket = (after.heapUsed + after.external - (before.heapUsed + before.external)) / n;
    figure(
      'ws.memory_per_idle_socket',
      perSocket / 1024,
      'KB',
      10,
      `server heap+external delta after GC with ${n} idle sockets`,
    );
    figure(
      'ws.memory_per_idle_socket_rss',
      (after.rss - before.rss) / n / 1024,
      'KB',
      10,
      'server RSS delta (includes native buffers and heap growth not returned to the OS)',
    );

    const times: number[] = [];
    const firsts: number[] = [];
    const counts: number[] = [];
    for (let run = 0; run < BROADCAST_RUNS; run++) {
      const done = loadgen.request(null, 'received', 15_000, (r) => r.id === run);
      await loadgen.request(
        { type: 'arm', id: run, timeoutMs: 10_000 },
        'armed',
        5_000,
        (r) => r.id === run,
      );
      const t0 = performance.timeOrigin + performance.now();
      await sql`
        insert into posts (author_id, content) values (${author.user.id}, ${`broadcast ${run}`})`;
      const received = await done;
      times.push(received.lastAt - t0);
      firsts.push(received.firstAt - t0);
      counts.push(received.count);
      await sleep(300);
    }
    const complete = counts.every((c) => c === n);
    figure(
      `ws.broadcast_${SOCKETS}`,
      median(times),
      'ms',
      120,
      `INSERT (autocommit, NOTIFY on commit) → last of ${n} sockets in a separate process received the poke; ` +
        `first socket after ${Math.round(median(firsts))} ms ; ` +
        `runs ${times.map(Math.round).join('/')}${complete ? '' : `; received ${counts.join('/')}`}`,
    );
    await loadgen.request({ type: 'close' }, 'closed', 30_000).catch(() => {});
  } finally {
    loadgen.kill();
  }
}

// ─── Main ────────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<void> {
  const started = Date.now();
  const database = await createEmptyDatabase(`greenroom_bench_${process.pid}`);
  const server = new BenchServer(await freePort(), database.url);
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  try {
    await server.start();
    info(`server pid ${server.pid()} on ${server.url}; ${SOCKETS} sockets for the broadcast`);
    const baseUrl = server.url;
    const reader = await signUpMember(baseUrl, { firstName: 'Rita', lastName: 'Reader' });
    const writer = await signUpMember(baseUrl, { firstName: 'Walt', lastName: 'Writer' });
    const crowd = await seedCrowd(sql, Math.ceil(SOCKETS / MAX_SOCKETS_PER_MEMBER));

    // BENCH_ONLY=initial,replay,live,ws,hashing runs a subset.
    const only = process.env.BENCH_ONLY?.split(',');
    const wanted = (name: string) => !only || only.includes(name);
    if (wanted('initial')) await benchInitialSync(baseUrl, sql, reader);
    if (wanted('replay')) await benchReplay(baseUrl, writer);
    if (wanted('live')) await benchLive(baseUrl, writer, reader);
    if (wanted('ws')) await benchBroadcast(server, sql, crowd, writer);
    if (wanted('hashing')) await benchHashingFlood(database.url);
    info(`bench done in ${Math.round((Date.now() - started) / 1000)} s`);
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
    console.error(server.logs().slice(-3000));
    process.exitCode = 1;
  } finally {
    await server.stop();
    await sql.end();
    await database.drop();
  }
}

await main();
process.exit(process.exitCode ?? 0);
