// A tiny in-memory sync server for unit tests. It honours the protocol of ARCHITECTURE.md:
// lastMutationId per client advanced with each settled mutation, stored results returned for
// replays (id ≤ last), a gap stops processing, a 4xx still advances, a 5xx does not; a change
// log with a cursor, pages and `reset` for a null cursor. Failures are scripted.
import type {
  Change,
  MutationResult,
  PullBody,
  PullReply,
  PushBody,
  PushReply,
} from '@greenroom/shared-model/schemas/sync';
import type { SyncTransport, TransportFailure, TransportResult } from '../sync/transport';

type Row = { id: string; [field: string]: unknown };

/** A scripted failure of the next push (or pull) call. */
type ScriptedFailure =
  /** The request never reaches the server. */
  | { kind: 'network-before' }
  /** The server processes the batch, the reply is lost. */
  | { kind: 'network-after' }
  | { kind: 'status'; status: number; retryAfterMs?: number; message?: string };

interface HandlerReply {
  status: number;
  body?: unknown;
}

interface ClientState {
  lastMutationId: number;
  results: Map<number, MutationResult>;
}

/** REST resources the fake understands: `/api/<resource>` and `/api/<resource>/<id>`. */
const RESOURCES: Record<string, string> = {
  posts: 'post',
  events: 'event',
  jobs: 'job',
  notifications: 'notification',
  courses: 'course',
};

export interface FakeSyncServer {
  transport: SyncTransport;
  /** Rows per entity (`post`, `event`, …). */
  rows: Map<string, Map<string, Row>>;
  clients: Map<string, ClientState>;
  /** How many times each mutation (by idempotency key) ran its handler. */
  handlerRuns: Map<string, number>;
  /** Every mutation id each push carried, in order (to detect double sends). */
  pushedIds: number[][];
  pullCount: number;
  pageSize: number;
  scriptPush(...failures: ScriptedFailure[]): void;
  scriptPull(...failures: ScriptedFailure[]): void;
  /** Per-mutation refusal: return a reply (e.g. 422) to refuse, undefined to run normally. */
  refuse: (mutation: { method: string; path: string; body?: unknown }) => HandlerReply | undefined;
  /** A per-mutation 5xx (no advance) for the next N times this predicate matches. */
  failTransiently: (mutation: {
    method: string;
    path: string;
    body?: unknown;
  }) => HandlerReply | undefined;
  /** A write made by someone else (appears in pulls). */
  serverPut(entity: string, row: Row): void;
  serverDelete(entity: string, id: string): void;
  /** Forget a client's progress (restored backup, collected client record). */
  forgetClient(clientId: string): void;
  /** Oldest cursor still served; older (or null) cursors get a reset snapshot. */
  retentionFloor: number;
  /** Delays every push by this many ms of real time (to overlap concurrent drainers). */
  pushDelayMs: number;
}

export function createFakeSyncServer(): FakeSyncServer {
  const rows = new Map<string, Map<string, Row>>();
  const clients = new Map<string, ClientState>();
  const handlerRuns = new Map<string, number>();
  const keyReplies = new Map<string, HandlerReply>();
  const log: Array<{ seq: number; entity: string; id: string }> = [];
  const pushScript: ScriptedFailure[] = [];
  const pullScript: ScriptedFailure[] = [];
  let seq = 0;

  const table = (entity: string) => {
    const map = rows.get(entity) ?? new Map<string, Row>();
    rows.set(entity, map);
    return map;
  };
  const record = (entity: string, id: string) => log.push({ seq: ++seq, entity, id });

  function handle(method: string, path: string, body: unknown): HandlerReply {
    const match = /^\/api\/([a-zA-Z]+)(?:\/([^/]+))?$/.exec(path);
    const entity = match?.[1] ? RESOURCES[match[1]] : undefined;
    if (!match || !entity) return { status: 404, body: { message: 'Not found' } };
    const rowsOfEntity = table(entity);
    const id = match[2];
    if (method === 'POST' && !id) {
      const input = (body ?? {}) as Row;
      const row: Row = { createdAt: new Date(1_700_000_000_000 + seq).toISOString(), ...input };
      rowsOfEntity.set(row.id, row);
      record(entity, row.id);
      return { status: 201, body: row };
    }
    if (!id) return { status: 405, body: { message: 'Method not allowed' } };
    const existing = rowsOfEntity.get(id);
    if (!existing) return { status: 404, body: { message: 'Not found' } };
    if (method === 'PATCH' || method === 'PUT') {
      const row = { ...existing, ...(body as object), id };
      rowsOfEntity.set(id, row);
      record(entity, id);
      return { status: 200, body: row };
    }
    if (method === 'DELETE') {
      rowsOfEntity.delete(id);
      record(entity, id);
      return { status: 200, body: { message: 'Deleted' } };
    }
    return { status: 405, body: { message: 'Method not allowed' } };
  }

  function failure(f: ScriptedFailure): TransportFailure {
    if (f.kind === 'status') {
      return {
        ok: false,
        kind: 'status',
        status: f.status,
        message: f.message ?? `HTTP ${f.status}`,
        body: { message: f.message ?? `HTTP ${f.status}` },
        ...(f.retryAfterMs !== undefined ? { retryAfterMs: f.retryAfterMs } : {}),
      };
    }
    return { ok: false, kind: 'network', message: 'Failed to fetch' };
  }

  function processPush(body: PushBody): PushReply {
    const client = clients.get(body.clientId) ?? { lastMutationId: 0, results: new Map() };
    clients.set(body.clientId, client);
    const results: MutationResult[] = [];
    for (const m of body.mutations) {
      if (m.id <= client.lastMutationId) {
        const stored = client.results.get(m.id);
        if (stored) results.push(stored);
        continue;
      }
      if (m.id > client.lastMutationId + 1) break; // gap
      const transient = server.failTransiently(m);
      if (transient) {
        results.push({
          id: m.id,
          status: transient.status,
          body: transient.body,
        } as MutationResult);
        break;
      }
      let reply = keyReplies.get(m.key);
      if (!reply) {
        reply = server.refuse(m) ?? handle(m.method, m.path, m.body);
        if (reply.status < 400) handlerRuns.set(m.key, (handlerRuns.get(m.key) ?? 0) + 1);
        keyReplies.set(m.key, reply);
      }
      const result = { id: m.id, status: reply.status, body: reply.body } as MutationResult;
      client.lastMutationId = m.id;
      client.results.set(m.id, result);
      results.push(result);
    }
    return { lastMutationId: client.lastMutationId, results } as PushReply;
  }

  function processPull(body: PullBody): PullReply {
    const client = clients.get(body.clientId);
    const lastMutationId = client?.lastMutationId ?? 0;
    const cursor = body.cursor === null ? null : Number(body.cursor);
    if (cursor === null || cursor < server.retentionFloor) {
      const changes: Change[] = [];
      for (const [entity, map] of rows) {
        for (const row of map.values()) {
          changes.push({ op: 'put', entity, id: row.id, row } as unknown as Change);
        }
      }
      return { cursor: String(seq), lastMutationId, changes, more: false, reset: true };
    }
    const page = log.filter((e) => e.seq > cursor).slice(0, server.pageSize);
    const last = page[page.length - 1];
    const changes = page.map((e) => {
      const row = rows.get(e.entity)?.get(e.id);
      return (row
        ? { op: 'put', entity: e.entity, id: e.id, row }
        : { op: 'del', entity: e.entity, id: e.id }) as unknown as Change;
    });
    return {
      cursor: String(last ? last.seq : cursor),
      lastMutationId,
      changes,
      more: last !== undefined && last.seq < seq,
      reset: false,
    };
  }

  const server: FakeSyncServer = {
    rows,
    clients,
    handlerRuns,
    pushedIds: [],
    pullCount: 0,
    pageSize: 100,
    retentionFloor: 0,
    pushDelayMs: 0,
    refuse: () => undefined,
    failTransiently: () => undefined,
    scriptPush: (...f) => pushScript.push(...f),
    scriptPull: (...f) => pullScript.push(...f),
    serverPut(entity, row) {
      table(entity).set(row.id, row);
      record(entity, row.id);
    },
    serverDelete(entity, id) {
      table(entity).delete(id);
      record(entity, id);
    },
    forgetClient(clientId) {
      clients.delete(clientId);
    },
    transport: {
      async push(body): Promise<TransportResult<PushReply>> {
        // A structured clone, as over the wire.
        const copy = JSON.parse(JSON.stringify(body)) as PushBody;
        if (server.pushDelayMs > 0) await new Promise((r) => setTimeout(r, server.pushDelayMs));
        const scripted = pushScript.shift();
        if (scripted?.kind === 'network-before') return failure(scripted);
        if (scripted?.kind === 'status') return failure(scripted);
        server.pushedIds.push(copy.mutations.map((m) => m.id));
        const reply = processPush(copy);
        if (scripted?.kind === 'network-after') return failure(scripted);
        return { ok: true, value: JSON.parse(JSON.stringify(reply)) as PushReply };
      },
      async pull(body): Promise<TransportResult<PullReply>> {
        const scripted = pullScript.shift();
        if (scripted && scripted.kind !== 'network-after') return failure(scripted);
        server.pullCount++;
        const reply = processPull(JSON.parse(JSON.stringify(body)) as PullBody);
        if (scripted) return failure(scripted);
        return { ok: true, value: JSON.parse(JSON.stringify(reply)) as PullReply };
      },
    },
  };
  return server;
}
