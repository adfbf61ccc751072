// POST /api/sync/pull (ARCHITECTURE.md "The read path", ADR 003).
//
// The cursor is a transaction-id watermark x: every change with txid < x has been delivered. A
// delta returns every change_log row VISIBLE in the pull's snapshot with txid >= x (MVCC hides
// the rows of transactions still in progress), and the next watermark is the snapshot's xmin:
// every transaction below it has finished, so nothing can appear below the next cursor later,
// while a row at or above it that was already visible is simply sent again by the next pull
// (puts re-read the current row, so replays are idempotent). A committed change is therefore
// delivered by the very next pull, even while an unrelated transaction holds xmin back.
// Pages of one pull continue after the (txid, seq) of the last change sent; each page has its
// own snapshot, so the continuation carries the LOWEST xmin seen so far (`m`), which becomes the
// next watermark: a transaction still running at an earlier page whose rows sort before the
// continuation point is then read by the next pull. Rows are re-read at pull time (one query per
// entity per page) and serialised like the REST reply; a row that is gone (or not visible)
// becomes `del`.
import { CHANGE_LOG_RETENTION_DAYS, PULL_PAGE_SIZE } from '@greenroom/shared-model/constants';
import type { Change, PullReply, ReplicatedEntity } from '@greenroom/shared-model/schemas/sync';
import { eq, sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';
import { syncClients } from '../../db/schema/sync';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { isVerifiedMember } from '../../http/verified-gate';
import { loadViewer } from '../privacy/viewer';
import { findUsersByIds } from '../users/users.repo';
import { type Cursor, decodeCursor, encodeCursor } from './cursor';
import {
  ENTITY_REGISTRY,
  type EntityContext,
  type EntityDefinition,
  type SerializeContext,
} from './entities';

const DAY_MS = 86_400_000;
/**
 * A cursor taken longer ago than this may miss changes the sweeper pruned (rows are kept
 * CHANGE_LOG_RETENTION_DAYS; one day of margin covers transactions that ran long and clocks).
 */
const CURSOR_MAX_AGE_MS = (CHANGE_LOG_RETENTION_DAYS - 1) * DAY_MS;

export interface PullInput {
  me: UserRow;
  clientId: string;
  cursor: string | null;
  env: AppEnv;
  now?: Date;
}

export interface PullOptions {
  entities?: readonly EntityDefinition[];
  pageSize?: number;
}

export type PullOutcome = { ok: true; reply: PullReply } | { ok: false; reason: 'client-taken' };

/** One change_log entry of a page: the latest change of that row in the page's range. */
export interface ChangeRef {
  entity: string;
  id: string;
  txid: string;
  seq: number;
}

export interface ChangePageQuery {
  /** Inclusive lower bound (the cursor's watermark). */
  from: string;
  /**
   * Optional exclusive upper bound. Pulls leave it out: they read every row visible in their
   * snapshot (rows of transactions still in progress are invisible anyway).
   */
  to?: string | undefined;
  /** The member: rows with audience NULL or this id. */
  audience: string;
  /**
   * An account whose e-mail is not verified: only rows of its audience and its own profile, no
   * public change of anyone else (ADR 023).
   */
  ownOnly?: boolean;
  /** Continue strictly after this (txid, seq). */
  after?: { txid: string; seq: number } | undefined;
  limit: number;
}

/**
 * The latest change of each (entity, id) in the range, ordered by that change's (txid, seq).
 * Paging by the latest change keeps every row exactly once per pass: a row whose latest change
 * is after the page's last one is in a later page.
 */
export async function readChangePage(db: AppDb, q: ChangePageQuery): Promise<ChangeRef[]> {
  const after = q.after
    ? sql`and (txid, seq) > (${q.after.txid}::xid8, ${q.after.seq}::bigint)`
    : sql``;
  const below = q.to !== undefined ? sql`and txid < ${q.to}::xid8` : sql``;
  const audience = q.ownOnly
    ? sql`(audience = ${q.audience}::uuid or (entity = 'user' and entity_id = ${q.audience}::uuid))`
    : sql`(audience is null or audience = ${q.audience}::uuid)`;
  const rows = await queryRows<{ entity: string; id: string; txid: string; seq: string }>(
    db,
    sql`select entity, entity_id::text as id, txid::text as txid, seq::text as seq
        from (
          select distinct on (entity, entity_id) entity, entity_id, txid, seq
          from change_log
          where txid >= ${q.from}::xid8 ${below}
            and ${audience}
            ${after}
          order by entity, entity_id, txid desc, seq desc
        ) latest
        order by latest.txid, latest.seq -- qualified: the output columns are text
        limit ${q.limit}`,
  );
  return rows.map((r) => ({ entity: r.entity, id: r.id, txid: r.txid, seq: Number(r.seq) }));
}

export interface SnapshotBounds {
  /** Every transaction below it has finished: the next watermark. */
  xmin: string;
  /** Every transaction from it on started after the snapshot. */
  xmax: string;
  /** Transactions running when the snapshot was taken. */
  xip: string[];
}

/** The current snapshot (call it first in the pull's transaction). */
export async function snapshotBounds(db: AppDb): Promise<SnapshotBounds> {
  const [row] = await queryRows<{ xmin: string; xmax: string; xip: string[] | string | null }>(
    db,
    sql`select pg_snapshot_xmin(s)::text as xmin, pg_snapshot_xmax(s)::text as xmax,
               array(select pg_snapshot_xip(s)::text) as xip
        from (select pg_current_snapshot() as s) as snap`,
  );
  return { xmin: row!.xmin, xmax: row!.xmax, xip: textArray(row!.xip) };
}

/** A text[] column: postgres.js parses arrays, PGlite may hand back the literal. */
function textArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',');
}

/** The watermark of the current snapshot. */
export async function snapshotXmin(db: AppDb): Promise<string> {
  return (await snapshotBounds(db)).xmin;
}

const minXid = (a: string, b: string): string => (BigInt(a) <= BigInt(b) ? a : b);

/**
 * A cursor we cannot continue from: unreadable, expired, ahead of this database, or given while
 * the account saw only its own rows and no longer does (verified since: it missed public rows).
 */
function usable(
  cursor: Cursor | null,
  snap: SnapshotBounds,
  now: Date,
  ownOnly: boolean,
): cursor is Cursor {
  if (!cursor) return false;
  if (cursor.o === 1 && !ownOnly) return false;
  if (now.getTime() - cursor.w * 1000 > CURSOR_MAX_AGE_MS) return false;
  // Ahead of the database (restored from a backup, or another database): start over. Snapshot
  // xmins never go back, and a change already sent was committed before this snapshot.
  const xmin = BigInt(snap.xmin);
  if (BigInt(cursor.x) > xmin) return false;
  if (cursor.m !== undefined && BigInt(cursor.m) > xmin) return false;
  if (cursor.t !== undefined && BigInt(cursor.t) >= BigInt(snap.xmax)) return false;
  return true;
}

interface Loaded {
  def: EntityDefinition;
  rows: Map<string, unknown>;
}

/** Load the users the rows reference (one query) and serialise them. */
async function serializeContext(
  db: AppDb,
  ctx: EntityContext,
  loaded: readonly Loaded[],
  known: ReadonlyMap<string, UserRow> = new Map(),
): Promise<SerializeContext> {
  const users = new Map(known);
  const wanted = new Set<string>();
  for (const { def, rows } of loaded) {
    if (!def.userRefs) continue;
    for (const row of rows.values()) {
      for (const id of def.userRefs(row)) if (!users.has(id)) wanted.add(id);
    }
  }
  for (const u of await findUsersByIds(db, wanted)) users.set(u.id, u);
  return { ...ctx, users };
}

export async function pull(
  db: AppDb,
  input: PullInput,
  options: PullOptions = {},
): Promise<PullOutcome> {
  const entities = options.entities ?? ENTITY_REGISTRY;
  const pageSize = options.pageSize ?? PULL_PAGE_SIZE;
  const now = input.now ?? new Date();
  // First statement: under REPEATABLE READ this fixes the snapshot everything below reads.
  const snap = await snapshotBounds(db);
  // The member's relations as of that snapshot (privacy per field and blocks, ADR 024).
  const viewer = await loadViewer(db, input.me, input.env);
  const ctx: EntityContext = { me: input.me, env: input.env, now, viewer };
  const { xmin } = snap;
  const [client] = await db
    .select({ userId: syncClients.userId, lastMutationId: syncClients.lastMutationId })
    .from(syncClients)
    .where(eq(syncClients.clientId, input.clientId));
  if (client && client.userId !== input.me.id) return { ok: false, reason: 'client-taken' };
  const lastMutationId = client?.lastMutationId ?? 0;
  const nowSeconds = Math.floor(now.getTime() / 1000);

  const ownOnly = !isVerifiedMember(input.me);
  const o = ownOnly ? ({ o: 1 } as const) : {};
  const cursor = decodeCursor(input.cursor);
  if (!usable(cursor, snap, now, ownOnly)) {
    // Rows committed above xmin are in the snapshot and are sent again by the next delta.
    const changes = await snapshotChanges(db, ctx, entities);
    return {
      ok: true,
      reply: {
        cursor: encodeCursor({ x: xmin, w: nowSeconds, ...o }),
        lastMutationId,
        changes,
        more: false,
        reset: true,
        watermark: xmin,
        snapshot: snap,
      },
    };
  }

  // Every change visible in this snapshot from the watermark on (no upper bound: see the top).
  const refs = await readChangePage(db, {
    from: cursor.x,
    audience: input.me.id,
    ownOnly,
    after: cursor.t !== undefined ? { txid: cursor.t, seq: cursor.s ?? 0 } : undefined,
    limit: pageSize + 1,
  });
  const more = refs.length > pageSize;
  const page = more ? refs.slice(0, pageSize) : refs;
  const changes = await deltaChanges(db, ctx, entities, page);
  const last = page[page.length - 1];
  // The next watermark: the lowest xmin of this pull's pages (a continuation from before `m`
  // existed falls back to where the pull started), taken no later than the pull's first page.
  const continued = cursor.t !== undefined;
  const low = continued ? minXid(cursor.m ?? cursor.x, xmin) : xmin;
  const since = continued ? (cursor.v ?? cursor.w) : nowSeconds;
  if (more && last) {
    const next = encodeCursor({
      x: cursor.x,
      t: last.txid,
      s: last.seq,
      m: low,
      v: since,
      w: cursor.w,
      ...o,
    });
    return { ok: true, reply: { cursor: next, lastMutationId, changes, more, reset: false } };
  }
  return {
    ok: true,
    reply: {
      cursor: encodeCursor({ x: low, w: since, ...o }),
      lastMutationId,
      changes,
      more: false,
      reset: false,
      watermark: low,
      snapshot: snap,
    },
  };
}

/** The changes of `page` as `ctx.me` sees them: rows re-read (one query per entity), serialised. */
export async function deltaChanges(
  db: AppDb,
  ctx: EntityContext,
  entities: readonly EntityDefinition[],
  page: readonly ChangeRef[],
): Promise<Change[]> {
  const byEntity = new Map<string, string[]>();
  for (const ref of page) {
    const ids = byEntity.get(ref.entity) ?? [];
    ids.push(ref.id);
    byEntity.set(ref.entity, ids);
  }
  const loaded = new Map<string, Loaded>();
  const knownUsers = new Map<string, UserRow>();
  for (const def of entities) {
    const ids = byEntity.get(def.entity);
    if (!ids) continue;
    const rows = new Map<string, unknown>();
    for (const row of await def.load(db, ids, ctx)) rows.set(def.idOf(row), row);
    loaded.set(def.entity, { def, rows });
    if (def.entity === 'user') for (const [id, row] of rows) knownUsers.set(id, row as UserRow);
  }
  const sctx = await serializeContext(db, ctx, [...loaded.values()], knownUsers);
  const changes: Change[] = [];
  for (const ref of page) {
    const entry = loaded.get(ref.entity);
    if (!entry) continue; // an entity this server does not serve yet
    const entity = ref.entity as ReplicatedEntity;
    const row = entry.rows.get(ref.id);
    const serialized = row === undefined ? null : entry.def.serialize(row, sctx);
    changes.push(
      serialized === null || serialized === undefined
        ? { op: 'del', entity, id: ref.id }
        : { op: 'put', entity, id: ref.id, row: serialized },
    );
  }
  return changes;
}

/** The bounded snapshot: each entity's window, then the profiles those rows reference. */
async function snapshotChanges(
  db: AppDb,
  ctx: EntityContext,
  entities: readonly EntityDefinition[],
): Promise<Change[]> {
  const loaded: Loaded[] = [];
  for (const def of entities) {
    if (!def.snapshot) continue;
    const rows = new Map<string, unknown>();
    for (const row of await def.snapshot(db, ctx)) rows.set(def.idOf(row), row);
    loaded.push({ def, rows });
  }
  const userDef = entities.find((d) => d.entity === 'user');
  const ownUsers = loaded.find((l) => l.def === userDef)?.rows ?? new Map<string, unknown>();
  const known = new Map<string, UserRow>();
  for (const [id, row] of ownUsers) known.set(id, row as UserRow);
  const sctx = await serializeContext(db, ctx, loaded, known);

  const changes: Change[] = [];
  const push = (def: EntityDefinition, id: string, row: unknown) => {
    const serialized = def.serialize(row, sctx);
    if (serialized !== null && serialized !== undefined) {
      changes.push({ op: 'put', entity: def.entity, id, row: serialized });
    }
  };
  // Profiles first (the member's own, then every referenced one), then the other entities.
  if (userDef) {
    const sent = new Set<string>();
    for (const [id, row] of ownUsers) {
      push(userDef, id, row);
      sent.add(id);
    }
    for (const [id, user] of sctx.users) {
      if (!sent.has(id)) push(userDef, id, user);
    }
  }
  for (const { def, rows } of loaded) {
    if (def === userDef) continue;
    for (const [id, row] of rows) push(def, id, row);
  }
  return changes;
}
