// The chaos run: two members' devices (client-core on fake-indexeddb) write through their outboxes
// against the real server running as a CHILD PROCESS, while their networks drop out (requests
// lost before they leave, or replies lost after the server committed) and the server is killed
// with SIGKILL and started again on the same port and database, and PostgreSQL itself (a
// cluster of the run's own) is shut down and started again under the running server. Afterwards
// every acknowledged create exists exactly once, nothing refused exists, and both replicas equal
// the server.
//
//   pnpm test:chaos            1,000 writes, 20 disconnects, 3 server kills, 2 PostgreSQL restarts
//   pnpm test:chaos -- --writes 200 --disconnects 5 --kills 1 --pg-restarts 1 --seed 7
import { pathToFileURL } from 'node:url';
import type { MemberDb } from '@greenroom/pwa/client-core/local-db/member-db';
import postgres from 'postgres';
import { createEmptyDatabase } from '../e2e/fixtures/database';
import { PgCluster } from '../support/pg-cluster';
import { ServerProcess } from '../support/server-process';
import {
  createPost,
  deletePost,
  editPost,
  editProfile,
  invalidCreatePost,
  invalidEditPost,
  invalidEditProfile,
} from './support/actions';
import { diffReplica, readServerState, staleAuthors } from './support/compare';
import { seededRandom } from './support/flaky-network';
import { signUpMember } from './support/member-http';
import { createReplica, type ReplicaClient } from './support/replica';
import { freePort } from './support/servers';

export interface ChaosOptions {
  writes: number;
  disconnects: number;
  serverKills: number;
  /**
   * PostgreSQL restarts (fast shutdown, down for a few steps, start): the run starts a cluster
   * of its own (pg-cluster.ts) and ignores `databaseUrl`.
   */
  postgresRestarts?: number;
  seed: number;
  /** An existing, empty-or-migrated database; default: a fresh one, dropped afterwards. */
  databaseUrl?: string;
  log?: (line: string) => void;
  /** How long the final settle may take per client. */
  settleTimeoutMs?: number;
}

export interface ChaosReport {
  seed: number;
  writesAttempted: number;
  acknowledged: number;
  refused: number;
  /** Of the refused: writes built invalid on purpose (must all be refused). */
  refusedInvalid: number;
  /** Of the refused: valid edits/deletes of a post whose create was refused (404 is right). */
  refusedCascade: number;
  disconnects: number;
  serverKills: number;
  /** Pids of the server processes, in order (one more per kill). */
  serverPids: number[];
  postgresRestarts: number;
  /** Acknowledged creates that are not on the server (and were not deleted). */
  lost: number;
  /** Requests that failed before leaving / replies lost after the server answered. */
  requestsLost: number;
  repliesLost: number;
  pushRequests: number;
  pullRequests: number;
  serverRows: number;
  duplicatesFound: number;
  replicaDiffs: string[];
  /** Replica posts (both devices) whose embedded author is older than the profile. */
  staleAuthorPosts: number;
  /** Broken invariants (empty on a good run). */
  violations: string[];
  durationMs: number;
}

type WriteKind =
  | 'create'
  | 'edit'
  | 'delete'
  | 'profile'
  | 'invalid-create'
  | 'invalid-edit'
  | 'invalid-profile';

interface WriteRecord {
  seq: number;
  client: 'A' | 'B';
  kind: WriteKind;
  key: string;
  postId?: string;
  /** Unique marker carried by a create's content (and kept by every edit of it). */
  marker?: string;
  content?: string;
  profile?: Record<string, unknown>;
}

const INVALID: ReadonlySet<WriteKind> = new Set([
  'invalid-create',
  'invalid-edit',
  'invalid-profile',
]);

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const pgRestarts = options.postgresRestarts ?? 0;
  const cluster = pgRestarts > 0 ? await PgCluster.start() : null;
  const created =
    options.databaseUrl || cluster
      ? null
      : await createEmptyDatabase(`greenroom_chaos_${process.pid}`);
  const databaseUrl = cluster
    ? await cluster.createDatabase('greenroom_chaos')
    : (options.databaseUrl ?? created!.url);
  const port = await freePort();
  // The server is ONE child process (node --import tsx main.ts) so that SIGKILL kills it.
  // Replicas write hundreds of rows as few members, from one address: no limits (ADR 021).
  const server = new ServerProcess({
    port,
    databaseUrl,
    env: { SIGNUP_LIMIT_PER_HOUR: '0', MEMBER_WRITE_LIMITS: 'off' },
  });
  const baseUrl = server.url;
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  const replicas: ReplicaClient[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    const settled = p.catch(() => {}).finally(() => inFlight.delete(settled));
    inFlight.add(settled);
  };
  try {
    await server.start();
    const ada = await signUpMember(baseUrl, { firstName: 'Ada', lastName: 'Chaos' });
    const bo = await signUpMember(baseUrl, { firstName: 'Bo', lastName: 'Chaos' });
    // Separate streams: the schedule stays the same whatever the drainers' jitter consumes.
    const a = createReplica({
      baseUrl,
      member: ada,
      label: 'A',
      random: seededRandom(options.seed + 1),
    });
    const b = createReplica({
      baseUrl,
      member: bo,
      label: 'B',
      random: seededRandom(options.seed + 2),
    });
    replicas.push(a, b);
    for (const r of replicas) {
      const first = await r.pull();
      if (!first.ok) throw new Error(`first pull failed: ${first.failure.message}`);
    }

    // The schedule: which steps start a disconnect (and how long it lasts) or kill the server.
    const steps = options.writes;
    const disconnectAt = new Map<
      number,
      { client: ReplicaClient; length: number; after: number }
    >();
    while (disconnectAt.size < Math.min(options.disconnects, steps)) {
      disconnectAt.set(Math.floor(random() * steps), {
        client: pick(replicas),
        length: 3 + Math.floor(random() * Math.max(4, steps / 25)),
        after: random(),
      });
    }
    // One kill per segment of the run, in its first half, down for 2–9 steps.
    const killAt = new Map<number, number>();
    const segment = Math.floor(steps / Math.max(1, options.serverKills));
    for (let k = 0; k < options.serverKills && segment >= 4; k++) {
      const at = k * segment + Math.floor(random() * (segment / 2));
      killAt.set(at, Math.min(2 + Math.floor(random() * 8), Math.floor(segment / 2)));
    }
    // PostgreSQL restarts: one per segment, in its second half (apart from the server kills).
    const pgDownAt = new Map<number, number>();
    const pgSegment = Math.floor(steps / Math.max(1, pgRestarts));
    for (let k = 0; k < pgRestarts && pgSegment >= 4; k++) {
      const at = k * pgSegment + Math.floor(pgSegment / 2 + random() * (pgSegment / 4));
      pgDownAt.set(at, Math.min(2 + Math.floor(random() * 8), Math.floor(pgSegment / 4)));
    }
    let pgUpAt = -1;
    const upAt = new Map<number, ReplicaClient[]>();
    let restartAt = -1;
    let disconnects = 0;
    let kills = 0;

    const records: WriteRecord[] = [];
    const markerOf = new Map<string, string>(); // postId → marker
    const invalidCreates = new Set<string>();
    const editsOf = new Map<string, number>();

    async function ownPostIds(r: ReplicaClient): Promise<string[]> {
      return (await r.db.posts
        .where('authorId')
        .equals(r.member.user.id)
        .primaryKeys()) as string[];
    }

    async function write(seq: number, r: ReplicaClient, client: 'A' | 'B'): Promise<void> {
      const me = r.member.user;
      const roll = random();
      const own = await ownPostIds(r);
      let kind: WriteKind =
        roll < 0.55
          ? 'create'
          : roll < 0.7
            ? 'edit'
            : roll < 0.8
              ? 'delete'
              : roll < 0.92
                ? 'profile'
                : pick(['invalid-create', 'invalid-edit', 'invalid-profile'] as const);
      if ((kind === 'edit' || kind === 'delete' || kind === 'invalid-edit') && own.length === 0) {
        kind = 'create';
      }
      const tag = `s${options.seed}:${client}:${String(seq).padStart(5, '0')}`;
      let record: WriteRecord;
      switch (kind) {
        case 'create': {
          const marker = `⟨${tag}⟩`;
          const content = `${marker} take ${seq}`;
          const skills = random() < 0.3 ? ['film'] : [];
          const { id, entry } = await createPost(r.db, me, { content, skills });
          markerOf.set(id, marker);
          record = { seq, client, kind, key: entry.key, postId: id, marker, content };
          break;
        }
        case 'edit': {
          const postId = pick(own);
          const n = (editsOf.get(postId) ?? 0) + 1;
          editsOf.set(postId, n);
          const marker = markerOf.get(postId) ?? '';
          const content = `${marker} edit ${n} ⟪${tag}⟫`;
          const entry = await editPost(r.db, postId, { content });
          record = { seq, client, kind, key: entry.key, postId, content };
          break;
        }
        case 'delete': {
          const postId = pick(own);
          const entry = await deletePost(r.db, postId);
          record = { seq, client, kind, key: entry.key, postId };
          break;
        }
        case 'profile': {
          const profile =
            random() < 0.5
              ? { bio: `bio ${tag}`, skills: [pick(['acting', 'lighting', 'sound', 'editing'])] }
              : { school: pick(['Tisch', 'Steinhardt']), major: `major ${tag}` };
          const entry = await editProfile(r.db, me, profile);
          record = { seq, client, kind, key: entry.key, profile };
          break;
        }
        case 'invalid-create': {
          const { id, entry } = await invalidCreatePost(r.db, me);
          invalidCreates.add(id);
          record = { seq, client, kind, key: entry.key, postId: id };
          break;
        }
        case 'invalid-edit': {
          const postId = pick(own);
          const entry = await invalidEditPost(r.db, postId);
          record = { seq, client, kind, key: entry.key, postId };
          break;
        }
        case 'invalid-profile': {
          const entry = await invalidEditProfile(r.db, me);
          record = { seq, client, kind, key: entry.key };
          break;
        }
      }
      records.push(record);
    }

    for (let seq = 0; seq < steps; seq++) {
      for (const r of upAt.get(seq) ?? []) r.network.up();
      const outage = disconnectAt.get(seq);
      if (outage) {
        disconnects++;
        outage.client.network.down(outage.after);
        const end = seq + outage.length;
        upAt.set(end, [...(upAt.get(end) ?? []), outage.client]);
        log(`step ${seq}: ${outage.client.label} offline for ${outage.length} steps`);
      }
      if (seq === restartAt) {
        await Promise.all([...inFlight]);
        await server.start();
        log(`step ${seq}: server started again`);
        restartAt = -1;
      }
      if (seq === pgUpAt && cluster) {
        await cluster.up();
        log(`step ${seq}: PostgreSQL started again`);
        pgUpAt = -1;
      }
      const pgDown = pgDownAt.get(seq);
      if (pgDown !== undefined && cluster && pgUpAt < 0) {
        // Shut down while pushes may be in flight; the server keeps running without it.
        for (const r of replicas) track(r.flush());
        await sleep(random() * 20);
        await cluster.down();
        pgUpAt = seq + Math.max(1, pgDown);
        log(`step ${seq}: PostgreSQL shut down (fast), back at step ${pgUpAt}`);
      }
      const down = killAt.get(seq);
      if (down !== undefined && restartAt < 0) {
        // Kill while pushes may be in flight.
        for (const r of replicas) track(r.flush());
        await sleep(random() * 20);
        await server.kill();
        kills++;
        restartAt = seq + Math.max(1, down);
        log(`step ${seq}: server killed (SIGKILL), back at step ${restartAt}`);
      }
      const client = random() < 0.5 ? 'A' : 'B';
      const r = client === 'A' ? a : b;
      await write(seq, r, client);
      if (random() < 0.4) track(r.flush());
      if (random() < 0.15) track(pick(replicas).pull());
      if (random() < 0.2) await sleep(random() * 4);
    }
    await Promise.all([...inFlight]);
    if (pgUpAt >= 0) await cluster?.up();
    if (restartAt >= 0) await server.start();
    for (const r of replicas) r.network.up();

    // Settle: every outbox empty, then one more pull each so both see the other's last writes.
    for (const r of replicas) await r.settle(options.settleTimeoutMs ?? 120_000);
    for (const r of replicas) {
      const last = await r.pull();
      if (!last.ok) throw new Error(`final pull failed: ${last.failure.message}`);
    }

    // ─── Invariants ──────────────────────────────────────────────────────────────────────
    const violations: string[] = [];
    const refusedKeys = new Map<string, number>();
    for (const r of replicas) for (const x of r.rejected) refusedKeys.set(x.entry.key, x.status);
    const isRefused = (w: WriteRecord) => refusedKeys.has(w.key);
    const truth = await readServerState(sql);
    const serverPosts = [...truth.posts.values()].filter(
      (p) => p.authorId === ada.user.id || p.authorId === bo.user.id,
    );

    let refusedInvalid = 0;
    let refusedCascade = 0;
    for (const w of records) {
      if (INVALID.has(w.kind)) {
        if (isRefused(w)) refusedInvalid++;
        else violations.push(`invalid write #${w.seq} (${w.kind}) was acknowledged`);
      } else if (isRefused(w)) {
        if (w.postId && invalidCreates.has(w.postId)) refusedCascade++;
        else {
          const history = records
            .filter((x) => x.postId !== undefined && x.postId === w.postId && x.seq < w.seq)
            .map((x) => `#${x.seq} ${x.kind}${isRefused(x) ? ' (refused)' : ''}`);
          violations.push(
            `valid write #${w.seq} (${w.kind}) refused: ${refusedKeys.get(w.key)}` +
              (history.length ? `; earlier on that post: ${history.join(', ')}` : ''),
          );
        }
      }
    }

    // Expected final state from the acknowledged writes, in order (one device per member).
    const expectedContent = new Map<string, string>();
    const ackDeleted = new Set<string>();
    const expectedProfile = new Map<string, Record<string, unknown>>();
    for (const w of records) {
      if (isRefused(w)) continue;
      if (w.kind === 'create' || w.kind === 'edit') expectedContent.set(w.postId!, w.content!);
      if (w.kind === 'delete') ackDeleted.add(w.postId!);
      if (w.kind === 'profile') {
        const id = (w.client === 'A' ? ada : bo).user.id;
        expectedProfile.set(id, { ...expectedProfile.get(id), ...w.profile });
      }
    }
    const markerCounts = new Map<string, number>();
    for (const p of serverPosts) {
      const marker = /⟨[^⟩]+⟩/.exec(p.content)?.[0];
      if (marker) markerCounts.set(marker, (markerCounts.get(marker) ?? 0) + 1);
    }
    let duplicatesFound = 0;
    let lost = 0;
    for (const [marker, count] of markerCounts) {
      if (count > 1) {
        duplicatesFound += count - 1;
        violations.push(`marker ${marker} exists ${count} times`);
      }
    }
    for (const w of records) {
      if (w.kind !== 'create' && w.kind !== 'invalid-create') continue;
      const byId = truth.posts.has(w.postId!) ? 1 : 0;
      const byMarker = w.marker ? (markerCounts.get(w.marker) ?? 0) : 0;
      const shouldExist = w.kind === 'create' && !isRefused(w) && !ackDeleted.has(w.postId!);
      const want = shouldExist ? 1 : 0;
      if (shouldExist && byId === 0) lost++;
      if (byId !== want || (w.marker && byMarker !== want)) {
        violations.push(
          `create #${w.seq} ${w.postId}: ${byId} by id, ${byMarker} by marker, expected ${want}` +
            (isRefused(w) ? ' (refused)' : ''),
        );
      }
      if (shouldExist && truth.posts.get(w.postId!)?.content !== expectedContent.get(w.postId!)) {
        violations.push(
          `post ${w.postId}: content ${JSON.stringify(truth.posts.get(w.postId!)?.content)}, ` +
            `expected ${JSON.stringify(expectedContent.get(w.postId!))}`,
        );
      }
    }
    for (const p of serverPosts) {
      if (p.content.trim() === '') violations.push(`post ${p.id} has blank content`);
      if (!markerOf.has(p.id)) violations.push(`post ${p.id} was never created by a client`);
    }
    for (const [id, fields] of expectedProfile) {
      const profile = truth.profiles.get(id);
      for (const [field, value] of Object.entries(fields)) {
        const actual = (profile as Record<string, unknown> | undefined)?.[field];
        if (JSON.stringify(actual) !== JSON.stringify(value)) {
          violations.push(
            `profile ${id}.${field} ${JSON.stringify(actual)} ≠ ${JSON.stringify(value)}`,
          );
        }
      }
    }
    for (const member of [ada, bo]) {
      if (!truth.profiles.get(member.user.id)?.firstName) {
        violations.push(`profile ${member.user.id} has a blank first name`);
      }
    }
    const profileIds = [ada.user.id, bo.user.id];
    // Embedded authors too: a profile edit re-sends the member's posts (0002_author_copies).
    const replicaDiffs = [
      ...(await diffReplica('A', a.db, truth, { profileIds, checkAuthors: true })),
      ...(await diffReplica('B', b.db, truth, { profileIds, checkAuthors: true })),
      ...(await sameReplicas(a.db, b.db)),
    ];
    // For each post a replica got wrong: what was written to it, for the report.
    const historyOf = (postId: string) =>
      records
        .filter((x) => x.postId === postId)
        .map((x) => `#${x.seq}${x.client} ${x.kind}${isRefused(x) ? ' (refused)' : ''}`)
        .join(', ');
    for (let i = 0; i < replicaDiffs.length; i++) {
      const id = /post ([0-9a-f-]{36})/.exec(replicaDiffs[i]!)?.[1];
      if (id) replicaDiffs[i] += ` — writes: ${historyOf(id)}`;
    }
    const staleAuthorPosts =
      (await staleAuthors(a.db, truth)).length + (await staleAuthors(b.db, truth)).length;

    const refused = records.filter(isRefused).length;
    return {
      seed: options.seed,
      writesAttempted: records.length,
      acknowledged: records.length - refused,
      refused,
      refusedInvalid,
      refusedCascade,
      disconnects,
      serverKills: kills,
      serverPids: [...server.pids],
      postgresRestarts: cluster?.restarts ?? 0,
      lost,
      requestsLost: a.network.stats.failedBefore + b.network.stats.failedBefore,
      repliesLost: a.network.stats.droppedAfter + b.network.stats.droppedAfter,
      pushRequests: a.requests.push + b.requests.push,
      pullRequests: a.requests.pull + b.requests.pull,
      serverRows: serverPosts.length,
      duplicatesFound,
      replicaDiffs,
      staleAuthorPosts,
      violations,
      durationMs: Date.now() - started,
    };
  } catch (error) {
    log(`server output:\n${server.logs().slice(-4000)}`);
    throw error;
  } finally {
    await Promise.all([...inFlight]);
    for (const r of replicas) r.close();
    await server.stop().catch(() => {});
    await sql.end();
    await created?.drop();
    await cluster?.stop();
  }
}

/** The two replicas hold the same posts (ids and content). */
async function sameReplicas(x: MemberDb, y: MemberDb): Promise<string[]> {
  const ax = new Map((await x.posts.toArray()).map((p) => [p.id, p.content]));
  const ay = new Map((await y.posts.toArray()).map((p) => [p.id, p.content]));
  const diffs: string[] = [];
  for (const [id, content] of ax) {
    if (ay.get(id) !== content)
      diffs.push(`A/B: post ${id} ${JSON.stringify(content)} vs ${JSON.stringify(ay.get(id))}`);
  }
  for (const id of ay.keys()) if (!ax.has(id)) diffs.push(`A/B: post ${id} only in B`);
  return diffs;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function formatChaosReport(report: ChaosReport): string {
  return [
    `chaos seed ${report.seed}: ${report.durationMs} ms`,
    `  writes attempted:   ${report.writesAttempted}`,
    `  acknowledged:       ${report.acknowledged}`,
    `  refused:            ${report.refused} (${report.refusedInvalid} invalid on purpose, ${report.refusedCascade} edits/deletes of a refused create)`,
    `  disconnects:        ${report.disconnects} (${report.requestsLost} requests lost before sending, ${report.repliesLost} replies lost after the server answered)`,
    `  server kills:       ${report.serverKills} (SIGKILL, restarted on the same port and database; pids ${report.serverPids.join(' → ')})`,
    `  PostgreSQL restarts: ${report.postgresRestarts} (fast shutdown under the running server, started again)`,
    `  requests:           ${report.pushRequests} pushes, ${report.pullRequests} pulls`,
    `  server rows:        ${report.serverRows}`,
    `  lost:               ${report.lost} acknowledged creates missing on the server`,
    `  duplicates found:   ${report.duplicatesFound}`,
    `  replica diffs:      ${report.replicaDiffs.length}`,
    ...report.replicaDiffs.slice(0, 20).map((d) => `    ${d}`),
    `  stale authors:      ${report.staleAuthorPosts} replica posts show an outdated author`,
    `  violations:         ${report.violations.length}`,
    ...report.violations.slice(0, 20).map((v) => `    ${v}`),
  ].join('\n');
}

function argValue(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const raw = i >= 0 ? process.argv[i + 1] : undefined;
  return raw !== undefined && Number.isFinite(Number(raw)) ? Number(raw) : fallback;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = await runChaos({
    writes: argValue('writes', 1000),
    disconnects: argValue('disconnects', 20),
    serverKills: argValue('kills', 3),
    postgresRestarts: argValue('pg-restarts', 2),
    seed: argValue('seed', Date.now() % 100_000),
    log: (line) => console.log(line),
  });
  console.log(formatChaosReport(report));
  process.exit(report.violations.length === 0 && report.replicaDiffs.length === 0 ? 0 : 1);
}
