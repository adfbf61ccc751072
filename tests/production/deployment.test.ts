// The deployment as an operator runs it (issue 31, ADR 038): three compiled server processes
// (`node sync-server/dist/main.js`) on one fresh PostgreSQL database and one media folder, behind
// Debian's HAProxy (round-robin, not sticky, health checks on /api/health/ready). A bounded mixed
// load of members (writes with an Idempotency-Key, reads, a /ws socket each that reconnects as
// the PWA's does) runs through the balancer while the test checks sessions, live delivery and
// pushes across the processes, SIGKILLs one process and then rolls all three with SIGTERM.
// Asserted: 0 acknowledged writes lost or duplicated, 0 failed requests during the rolling
// restart, every socket connected again. Printed: those figures and the reconnect times (no
// timed assertion: this machine is shared).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WS_CLOSE_SERVICE_RESTART } from '@greenroom/shared-model/constants';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createEmptyDatabase } from '../e2e/fixtures/database';
import { Balancer, SERVED_BY } from '../support/haproxy';
import { PushService } from '../support/push-service';
import { ServerProcess } from '../support/server-process';
import {
  cookieFetch,
  type Member,
  registerMailDir,
  signUpMember,
} from '../sync/support/member-http';

/** Ports of this test (45xx: clear of CI's 4173 and of other suites' ports). */
const BALANCER_PORT = 4500;
const SERVER_PORTS = [4501, 4502, 4503];
const STATS_PORT = 4504;
/** Members writing, reading and holding a socket through the balancer. */
const MEMBERS = 6;
/** Pause of each member between two rounds (a write and two reads). */
const ROUND_PAUSE_MS = 150;

type Phase = 'steady' | 'kill' | 'roll';

let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
let servers: ServerProcess[] = [];
let balancer: Balancer;
let push: PushService;

beforeAll(async () => {
  database = await createEmptyDatabase('greenroom_deploy');
  push = await PushService.start();
  // One data folder for the three: the media storage they share, and the e-mails the sign-up
  // helper reads the verification links from.
  const shared = mkdtempSync(join(tmpdir(), 'greenroom-deploy-'));
  servers = SERVER_PORTS.map(
    (port) =>
      new ServerProcess({
        port,
        databaseUrl: database.url,
        env: {
          DATA_DIR: shared,
          // Longer than the balancer's check interval (100 ms): it takes the process out first.
          SHUTDOWN_DRAIN_MS: '1000',
          ACCESS_LOG: 'false',
          DATABASE_POOL_SIZE: '5',
          SIGNUP_LIMIT_PER_HOUR: '0',
          MEMBER_WRITE_LIMITS: 'off',
          PUSH_ALLOW_LOOPBACK_HTTP: 'true',
        },
      }),
  );
  // Started together on the empty database: they migrate it once between them.
  await Promise.all(servers.map((s) => s.start()));
  balancer = new Balancer({
    port: BALANCER_PORT,
    statsPort: STATS_PORT,
    serverPorts: SERVER_PORTS,
  });
  registerMailDir(balancer.url, shared);
  await balancer.start();
  for (const name of ['s1', 's2', 's3']) await balancer.waitFor(name, 'UP');
}, 120_000);

afterAll(async () => {
  await balancer?.stop();
  await Promise.allSettled(servers.map((s) => s.stop()));
  await push?.close();
  await database?.drop();
});

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Poke = { type: string; live?: { changes: { entity: string; id: string }[] } };

/** A member's /ws socket that reconnects as the PWA's does (ws-client.ts). */
class LiveSocket {
  open = false;
  /** Close → open again, ms, for every reconnection. */
  readonly reconnects: number[] = [];
  readonly closeCodes: number[] = [];
  private ws: WebSocket | undefined;
  private closedAt: number | undefined;
  private stopped = false;
  private readonly listeners = new Set<(message: Poke) => void>();

  constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
  ) {}

  connect(): Promise<void> {
    const ws = new WebSocket(`${this.baseUrl.replace('http', 'ws')}/ws`, {
      origin: this.baseUrl,
      headers: { cookie: this.cookie },
    });
    this.ws = ws;
    const opened = new Promise<void>((resolve, reject) => {
      ws.once('open', () => {
        this.open = true;
        if (this.closedAt !== undefined) this.reconnects.push(Date.now() - this.closedAt);
        this.closedAt = undefined;
        resolve();
      });
      ws.once('error', reject);
    });
    ws.on('error', () => {
      // A close follows.
    });
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as Poke;
      for (const listener of this.listeners) listener(message);
    });
    ws.once('close', (code) => {
      this.open = false;
      if (this.stopped) return;
      this.closeCodes.push(code);
      this.closedAt ??= Date.now();
      // 1012 "service restart": at once with a jitter under 500 ms; anything else: a short backoff.
      const wait = code === WS_CLOSE_SERVICE_RESTART ? Math.random() * 500 : 250;
      setTimeout(() => void this.connect().catch(() => {}), wait);
    });
    return opened;
  }

  /** Resolves when a poke carries a change of `entity` `id`. */
  changeOf(entity: string, id: string, timeoutMs = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`no poke with ${entity} ${id}`));
      }, timeoutMs);
      const listener = (message: Poke) => {
        if (message.live?.changes.some((c) => c.entity === entity && c.id === id)) {
          clearTimeout(timer);
          this.listeners.delete(listener);
          resolve();
        }
      };
      this.listeners.add(listener);
    });
  }

  close(): void {
    this.stopped = true;
    this.ws?.close();
  }
}

describe('three compiled servers behind HAProxy', () => {
  it('keep every acknowledged write and fail no request through a SIGKILL and a rolling restart', async () => {
    const started = Date.now();
    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i += 3) {
      members.push(...(await Promise.all([0, 1, 2].map(() => signUpMember(balancer.url)))));
    }
    const [ada, bo] = members as [Member, Member];

    // (a) A session made through the balancer works on every process.
    for (const server of servers) {
      const res = await cookieFetch(server.url, ada.jar)('/api/auth/user', {});
      expect(res.status).toBe(200);
      expect(((await res.json()) as { id: string }).id).toBe(ada.user.id);
    }

    // (a) A post written through one process reaches a socket on each other process.
    const liveMs: number[] = [];
    for (const [from, to] of [
      [0, 1],
      [1, 2],
      [2, 0],
      [0, 2],
      [1, 0],
      [2, 1],
    ] as const) {
      const socket = new LiveSocket(servers[to]!.url, bo.cookie());
      await socket.connect();
      const id = randomUUID();
      const arrived = socket.changeOf('post', id);
      const sent = Date.now();
      const res = await cookieFetch(servers[from]!.url, ada.jar)('/api/posts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, content: `live s${from + 1} → s${to + 1}` }),
      });
      expect(res.status).toBe(201);
      await arrived;
      liveMs.push(Date.now() - sent);
      socket.close();
    }

    // (a) One push per event, whichever of the three dispatchers takes it.
    const subscription = push.subscribe();
    const subscribed = await bo.call('POST', '/api/push-subscriptions', {
      endpoint: subscription.endpoint,
      keys: subscription.keys,
    });
    expect(subscribed.status).toBe(201);
    const requesters = members.filter((m) => m !== bo);
    for (const m of requesters) {
      expect((await m.call('POST', '/api/connections', { addresseeId: bo.user.id })).status).toBe(
        201,
      );
    }
    const pushDeadline = Date.now() + 15_000;
    while (push.for(subscription.id).length < requesters.length && Date.now() < pushDeadline) {
      await sleep(50);
    }
    // Later duplicates would arrive within a dispatcher's turn or two.
    await sleep(1_000);
    const pushes = push.for(subscription.id).length;

    // The load: every member writes and reads in rounds and holds a socket, all through the balancer.
    let phase: Phase = 'steady';
    let running = true;
    const failed: Record<Phase, string[]> = { steady: [], kill: [], roll: [] };
    const requests: Record<Phase, number> = { steady: 0, kill: 0, roll: 0 };
    const servedBy = new Map<string, number>();
    const serversOfMember = members.map(() => new Set<string>());
    const acknowledged: { id: string; content: string }[] = [];
    let writesGivenUp = 0;
    let writeRetries = 0;

    const sockets = members.map((m) => new LiveSocket(balancer.url, m.cookie()));
    await Promise.all(sockets.map((s) => s.connect()));

    /**
     * The phase a failure belongs to: the kill's if it started or ended during it (a request in
     * flight on the killed process when the phase began), else the roll's, else steady.
     */
    const phaseOf = (start: Phase): Phase =>
      start === 'kill' || phase === 'kill'
        ? 'kill'
        : start === 'roll' || phase === 'roll'
          ? 'roll'
          : 'steady';
    const reason = (error: unknown) => {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return `${String(error)}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
    };
    const count = (index: number, res: Response) => {
      const name = res.headers.get(SERVED_BY) ?? '?';
      servedBy.set(name, (servedBy.get(name) ?? 0) + 1);
      serversOfMember[index]!.add(name);
    };
    const write = async (index: number, round: number) => {
      const member = members[index]!;
      const id = randomUUID();
      const content = `load ${index} ${round}`;
      const key = randomUUID();
      for (let attempt = 0; attempt < 50; attempt++) {
        const during = phase;
        requests[during]++;
        if (attempt > 0) writeRetries++;
        try {
          const res = await member.fetch('/api/posts', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body: JSON.stringify({ id, content }),
          });
          count(index, res);
          const text = await res.text();
          if (res.status === 201) {
            acknowledged.push({ id, content });
            return;
          }
          failed[phaseOf(during)].push(`POST /api/posts ${res.status} ${text.slice(0, 120)}`);
          // Refused, not failed: not acknowledged, and sending it again would not help.
          if (res.status < 500) return;
        } catch (error) {
          failed[phaseOf(during)].push(`POST /api/posts ${reason(error)}`);
        }
        // Not acknowledged: sent again with the same key, as the outbox does.
        await sleep(100);
      }
      writesGivenUp++;
    };
    const read = async (index: number, path: string) => {
      const during = phase;
      requests[during]++;
      try {
        const res = await members[index]!.fetch(path, {});
        count(index, res);
        await res.arrayBuffer();
        if (res.status !== 200) failed[phaseOf(during)].push(`GET ${path} ${res.status}`);
      } catch (error) {
        failed[phaseOf(during)].push(`GET ${path} ${reason(error)}`);
      }
    };
    const load = members.map(async (_, index) => {
      for (let round = 0; running; round++) {
        await write(index, round);
        await read(index, '/api/posts?limit=20');
        await read(index, round % 2 ? '/api/notifications' : '/api/auth/user');
        await sleep(ROUND_PAUSE_MS);
      }
    });

    await sleep(1_500);

    // (b) SIGKILL one process, then start it again.
    phase = 'kill';
    const killAt = Date.now();
    await servers[1]!.kill();
    await balancer.waitFor('s2', 'DOWN');
    await sleep(300);
    await servers[1]!.start();
    await balancer.waitFor('s2', 'UP');
    const killMs = Date.now() - killAt;
    await sleep(500);
    phase = 'steady';
    await sleep(1_000);

    // (c) A rolling restart: SIGTERM one process, start it again, wait until the balancer has
    // it back, next.
    phase = 'roll';
    const rollAt = Date.now();
    const exits = [];
    for (const [i, server] of servers.entries()) {
      exits.push(await server.stop());
      await server.start();
      await balancer.waitFor(`s${i + 1}`, 'UP');
    }
    const rollMs = Date.now() - rollAt;
    await sleep(1_000);
    phase = 'steady';
    running = false;
    await Promise.all(load);

    // Every socket connected again.
    const socketDeadline = Date.now() + 10_000;
    while (sockets.some((s) => !s.open) && Date.now() < socketDeadline) await sleep(50);
    const socketsOpen = sockets.filter((s) => s.open).length;
    for (const s of sockets) s.close();
    const reconnects = sockets.flatMap((s) => s.reconnects);
    const closeCodes = sockets.flatMap((s) => s.closeCodes);

    // What the database holds of the acknowledged writes.
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    const rows = await sql<{ id: string; content: string }[]>`
      select id::text, content from posts where content like 'load %'`;
    await sql.end();
    const stored = new Set(rows.map((r) => r.id));
    const lost = acknowledged.filter((w) => !stored.has(w.id));
    const perContent = new Map<string, number>();
    for (const r of rows) perContent.set(r.content, (perContent.get(r.content) ?? 0) + 1);
    const duplicated = [...perContent.values()].filter((n) => n > 1).length;

    const figures = {
      members: MEMBERS,
      requests,
      failedRequests: {
        steady: failed.steady.length,
        kill: failed.kill.length,
        roll: failed.roll.length,
      },
      acknowledgedWrites: acknowledged.length,
      storedWrites: rows.length,
      lostWrites: lost.length,
      duplicatedWrites: duplicated,
      writeRetries,
      writesGivenUp,
      servedBy: Object.fromEntries([...servedBy].sort()),
      liveAcrossProcessesMs: { p50: percentile(liveMs, 50), max: Math.max(...liveMs) },
      pushesForEvents: `${pushes} for ${requesters.length}`,
      sockets: { open: `${socketsOpen}/${sockets.length}`, closeCodes: closeCodes.length },
      socketReconnectMs: {
        count: reconnects.length,
        p50: percentile(reconnects, 50),
        p99: percentile(reconnects, 99),
      },
      killToBackUpMs: killMs,
      rollingRestartMs: rollMs,
      testMs: Date.now() - started,
    };
    console.log(`deployment test figures: ${JSON.stringify(figures, null, 2)}`);
    if (failed.kill.length > 0) {
      console.log(`failed while one process was killed:\n  ${failed.kill.join('\n  ')}`);
    }

    expect(pushes).toBe(requesters.length);
    expect(lost).toEqual([]);
    expect(duplicated).toBe(0);
    // Every write was acknowledged in the end.
    expect(writesGivenUp).toBe(0);
    expect(rows.length).toBe(acknowledged.length);
    expect(failed.roll).toEqual([]);
    expect(failed.steady).toEqual([]);
    expect(exits).toEqual(servers.map(() => ({ code: 0, signal: null })));
    expect(socketsOpen).toBe(sockets.length);
    // Round-robin and not sticky: each process served, each member reached more than one.
    expect([...servedBy.keys()].sort()).toEqual(['s1', 's2', 's3']);
    for (const seen of serversOfMember) expect(seen.size).toBeGreaterThan(1);
  }, 120_000);
});
