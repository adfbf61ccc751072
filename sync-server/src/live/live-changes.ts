// Live changes: after a commit, each server process reads what changed ONCE (one snapshot, one
// change-log page, one query per entity), serialises it once and sends it to every socket whose
// audience includes it (ADR 009). A public write therefore costs the same with 10 or 1,000
// members online; a client pulls only when the changes do not follow on from its replica.
//
// Each delivery carries `from` (this process's previous watermark: every change at or above it
// that its snapshot shows is included) and the snapshot it read; the client checks both against
// its own position (shared-model helpers/snapshot.ts) before applying.
import { randomUUID } from 'node:crypto';
import { descriptorOf, isReplicatedEntity } from '@greenroom/shared-model/entities';
import type { Change, LiveChanges } from '@greenroom/shared-model/schemas/sync';
import { eq, or, sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../db/client';
import { type UserRow, users } from '../db/schema/users';
import type { AppEnv } from '../env';
import { sqlUuids } from '../features/privacy/blocks.repo';
import {
  classViewer,
  loadViewer,
  MEMBER_VIEWER,
  PER_CLASS_ENTITIES,
  type Viewer,
} from '../features/privacy/viewer';
import { viewersWithOwnView } from '../features/reports/visibility';
import { encodeCursor } from '../features/sync/cursor';
import {
  ENTITY_REGISTRY,
  type EntityContext,
  type EntityDefinition,
} from '../features/sync/entities';
import {
  type ChangeRef,
  deltaChanges,
  type SnapshotBounds,
  snapshotBounds,
} from '../features/sync/pull';
import { findUsersByIds } from '../features/users/users.repo';
import { isEffectiveAdmin } from '../features/users/users.serialize';
import { isVerifiedMember } from '../http/verified-gate';
import { errorData, type Logger } from '../logger';

/** Entities whose rows a report can hide (shared-model REPORT_ITEM_KINDS that replicate). */
const REPORTABLE = new Set(['post', 'job', 'event']);

/** More changes than this in one delivery: send bare pokes and let clients pull pages. */
const LIVE_MAX_CHANGES = 200;
/** A delivery frame above this size is replaced by bare pokes. */
const LIVE_MAX_FRAME_BYTES = 512 * 1024;

/** What the feed needs from the socket hub of this process. */
export interface LiveSockets {
  /** Members with at least one socket here. */
  hasMember(userId: string): boolean;
  /** The same frame to every socket, except those of `except`. */
  broadcastFrame(frame: Buffer, except: ReadonlySet<string>): void;
  /** `ownRowsOnly`: the frame holds the member's own rows alone (else unverified sockets skip it). */
  sendFrame(userId: string, frame: Buffer, ownRowsOnly?: boolean): void;
  /** Bare `{type:'poke'}`: a member id or '*' for everyone. */
  poke(audience: string): void;
}

interface AudienceRef extends ChangeRef {
  audience: string | null;
}

/** A viewer that is nobody: public rows serialised as every member sees them. */
const NOBODY = { id: '00000000-0000-0000-0000-000000000000', isVerified: true } as UserRow;

export interface LiveChangeFeedDeps {
  db: AppDb;
  env: AppEnv;
  logger: Logger;
  entities?: readonly EntityDefinition[];
}

export class LiveChangeFeed {
  readonly #deps: LiveChangeFeedDeps;
  #sockets: LiveSockets | null = null;
  /** Every change below it has been delivered by this process (or it started later). */
  #watermark: string | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  /** Deliveries sent; for tests and benchmarks. */
  deliveries = 0;
  readonly id = randomUUID();

  constructor(deps: LiveChangeFeedDeps) {
    this.#deps = deps;
  }

  /** Start from the current snapshot: nothing committed before it is ours to deliver. */
  async start(sockets: LiveSockets): Promise<void> {
    this.#sockets = sockets;
    this.#watermark = (await snapshotBounds(this.#deps.db)).xmin;
  }

  stop(): void {
    this.#sockets = null;
  }

  /** A change was committed (NOTIFY): deliver it, coalescing with any delivery under way. */
  changed(audience: string): void {
    if (!this.#sockets || this.#watermark === null) {
      this.#sockets?.poke(audience);
      return;
    }
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#loop().finally(() => {
      this.#running = null;
    });
  }

  /** Resolves once no delivery is under way (tests). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #loop(): Promise<void> {
    do {
      this.#again = false;
      await this.#deliverOnce();
    } while (this.#again && this.#sockets);
  }

  async #deliverOnce(): Promise<void> {
    const sockets = this.#sockets;
    const from = this.#watermark;
    if (!sockets || from === null) return;
    try {
      const read = await this.#deps.db.transaction((tx) => this.#read(tx, sockets, from), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
      this.#send(sockets, from, read);
      this.#watermark = read.snap.xmin;
    } catch (err) {
      // Clients fall back to pulling; the next commit tries again from the same watermark.
      this.#deps.logger.error('live: delivery failed', errorData(err));
      sockets.poke('*');
    }
  }

  async #read(tx: AppDb, sockets: LiveSockets, from: string) {
    const snap = await snapshotBounds(tx);
    const refs = await readAudienceRefs(tx, from, LIVE_MAX_CHANGES + 1);
    const overflow = refs.length > LIVE_MAX_CHANGES;
    const publicRefs = refs.filter((r) => r.audience === null);
    const privateRefs = new Map<string, AudienceRef[]>();
    for (const r of refs) {
      if (r.audience === null || !sockets.hasMember(r.audience)) continue;
      privateRefs.set(r.audience, [...(privateRefs.get(r.audience) ?? []), r]);
    }
    const tailored: Tailored = new Map();
    if (overflow) {
      const none = new Set<string>();
      return {
        snap,
        overflow,
        publicChanges: [],
        personal: new Map(),
        tailored,
        privateRefs,
        ownOnly: none,
      };
    }

    const { env } = this.#deps;
    const entities = this.#deps.entities ?? ENTITY_REGISTRY;
    const ctx = (me: UserRow, viewer: Viewer): EntityContext => ({
      me,
      env,
      now: new Date(),
      viewer,
    });
    // Serialised ONCE as every member may see them (privacy per field: the narrowest class).
    const publicChanges = await deltaChanges(tx, ctx(NOBODY, MEMBER_VIEWER), entities, publicRefs);
    await tailorPublic(tx, sockets, env, entities, publicRefs, publicChanges, tailored, ctx);
    // A member's own profile carries their settings: they get their own copy of that row.
    const ownRows = publicRefs.filter((r) => r.entity === 'user' && sockets.hasMember(r.id));
    // Reported items read differently for their reporters, and held ones for their authors and
    // the admins (reports/visibility.ts): those members get their own copy of these rows.
    const itemRefs = publicRefs.filter((r) => REPORTABLE.has(r.entity));
    const ownView = [
      ...(await viewersWithOwnView(
        tx,
        itemRefs.map((r) => ({ kind: r.entity as 'post' | 'job' | 'event', id: r.id })),
        this.#deps.env,
      )),
    ].filter((id) => sockets.hasMember(id));
    const viewers = new Set([...privateRefs.keys(), ...ownRows.map((r) => r.id), ...ownView]);
    const ownViewSet = new Set(ownView);
    const personal = new Map<string, Change[]>();
    /** Viewers whose e-mail is not verified: their own rows only, no public change (ADR 023). */
    const ownOnly = new Set<string>();
    for (const viewerRow of await findUsersByIds(tx, viewers)) {
      if (!isVerifiedMember(viewerRow)) ownOnly.add(viewerRow.id);
      const refs = new Map<string, ChangeRef>();
      for (const r of [
        ...ownRows.filter((r) => r.id === viewerRow.id),
        ...(ownViewSet.has(viewerRow.id) ? itemRefs : []),
        ...(privateRefs.get(viewerRow.id) ?? []),
      ]) {
        refs.set(`${r.entity}:${r.id}`, r);
      }
      const mine = [...refs.values()];
      const viewer = await loadViewer(tx, viewerRow, env);
      personal.set(viewerRow.id, await deltaChanges(tx, ctx(viewerRow, viewer), entities, mine));
    }
    return { snap, overflow, publicChanges, personal, tailored, privateRefs, ownOnly };
  }

  #send(
    sockets: LiveSockets,
    from: string,
    read: {
      snap: SnapshotBounds;
      overflow: boolean;
      publicChanges: Change[];
      personal: Map<string, Change[]>;
      tailored: Tailored;
      privateRefs: Map<string, AudienceRef[]>;
      ownOnly: ReadonlySet<string>;
    },
  ): void {
    const { snap, publicChanges, personal, tailored } = read;
    const frameOf = (changes: Change[], ownOnly = false) => {
      const w = Math.floor(Date.now() / 1000);
      const live: LiveChanges = {
        from,
        // An account that sees its own rows only gets a cursor that says so (cursor.ts `o`).
        cursor: encodeCursor(ownOnly ? { x: snap.xmin, w, o: 1 } : { x: snap.xmin, w }),
        snapshot: snap,
        changes,
      };
      return Buffer.from(JSON.stringify({ type: 'poke', live }));
    };
    const shared = read.overflow ? null : frameOf(publicChanges);
    if (!shared || shared.byteLength > LIVE_MAX_FRAME_BYTES) {
      sockets.poke('*');
      return;
    }
    const own = new Set([...personal.keys(), ...tailored.keys()]);
    for (const userId of own) {
      const mine = personal.get(userId) ?? [];
      if (read.ownOnly.has(userId)) {
        sockets.sendFrame(userId, frameOf(mine, true), true);
        continue;
      }
      const swaps = tailored.get(userId);
      let changes = swaps
        ? publicChanges.flatMap((c) => {
            const k = changeKey(c);
            if (!swaps.has(k)) return [c];
            const swapped = swaps.get(k);
            return swapped ? [swapped] : [];
          })
        : publicChanges;
      // The member's own copy of a public row (their profile, a reported item) replaces it.
      const ownKeys = new Set(mine.map(changeKey));
      if (ownKeys.size > 0) changes = changes.filter((c) => !ownKeys.has(changeKey(c)));
      sockets.sendFrame(userId, frameOf([...changes, ...mine]));
    }
    sockets.broadcastFrame(shared, own);
    this.deliveries++;
  }
}

/** Per viewer, the public changes they get in another version (a change) or not at all (null). */
type Tailored = Map<string, Map<string, Change | null>>;

const changeKey = (c: { entity: string; id: string }) => `${c.entity}:${c.id}`;

/** The members a serialised row belongs to (the descriptor's `owners`). */
function ownersOfChange(c: Change): string[] {
  if (c.op !== 'put' || !isReplicatedEntity(c.entity)) return [];
  const row = c.row as Record<string, unknown>;
  return descriptorOf(c.entity)
    .owners.map((field) => row[field])
    .filter((v): v is string => typeof v === 'string');
}

/**
 * The public changes some online members get in another version (ADR 024), found with a few
 * queries over the writers' relations, never over every socket:
 * - a profile or course row narrower than "members" (privacy per field) goes in full to online
 *   admins and in the connection class to the owner's online connections;
 * - a row of a member blocked by (or blocking) an online member is left out of that member's frame.
 * Everyone else gets the one shared frame.
 */
async function tailorPublic(
  tx: AppDb,
  sockets: LiveSockets,
  env: AppEnv,
  entities: readonly EntityDefinition[],
  publicRefs: readonly AudienceRef[],
  publicChanges: readonly Change[],
  tailored: Tailored,
  ctx: (me: UserRow, viewer: Viewer) => EntityContext,
): Promise<void> {
  const swap = (viewer: string, key: string, change: Change | null) => {
    const m = tailored.get(viewer) ?? new Map<string, Change | null>();
    tailored.set(viewer, m);
    m.set(key, change);
  };
  const publicByKey = new Map(publicChanges.map((c) => [changeKey(c), c]));

  // 1. Privacy per field: rows whose full version differs from the shared one.
  const classRefs = publicRefs.filter((r) => PER_CLASS_ENTITIES.has(r.entity));
  if (classRefs.length > 0) {
    const full = await deltaChanges(tx, ctx(NOBODY, classViewer('admin', '')), entities, classRefs);
    const narrowed = new Map<string, AudienceRef[]>();
    const fullByKey = new Map<string, Change>();
    for (const c of full) {
      const key = changeKey(c);
      const owner = ownersOfChange(c)[0];
      if (!owner || JSON.stringify(c) === JSON.stringify(publicByKey.get(key))) continue;
      fullByKey.set(key, c);
      const ref = classRefs.find((r) => changeKey(r) === key);
      if (ref) narrowed.set(owner, [...(narrowed.get(owner) ?? []), ref]);
    }
    if (narrowed.size > 0) {
      const owners = [...narrowed.keys()];
      const admins = (await adminsAmong(tx, env)).filter((id) => sockets.hasMember(id));
      for (const admin of admins) {
        for (const refs of narrowed.values()) {
          for (const r of refs) swap(admin, changeKey(r), fullByKey.get(changeKey(r)) ?? null);
        }
      }
      const adminSet = new Set(admins);
      const pairs = await queryRows<{ owner: string; other: string }>(
        tx,
        sql`select requester_id::text as owner, addressee_id::text as other from connections
             where status = 'accepted' and requester_id = any(${sqlUuids(owners)})
            union all
            select addressee_id::text, requester_id::text from connections
             where status = 'accepted' and addressee_id = any(${sqlUuids(owners)})`,
      );
      const byOwner = new Map<string, Change[]>();
      for (const { owner, other } of pairs) {
        if (!sockets.hasMember(other) || adminSet.has(other)) continue;
        let version = byOwner.get(owner);
        if (!version) {
          const refs = narrowed.get(owner) ?? [];
          version = await deltaChanges(
            tx,
            ctx(NOBODY, classViewer('connection', owner)),
            entities,
            refs,
          );
          byOwner.set(owner, version);
        }
        for (const c of version) swap(other, changeKey(c), c);
      }
    }
  }

  // 2. Blocks: an online member never gets a row of someone they blocked or who blocked them.
  const keysByOwner = new Map<string, string[]>();
  for (const c of publicChanges) {
    for (const owner of ownersOfChange(c)) {
      keysByOwner.set(owner, [...(keysByOwner.get(owner) ?? []), changeKey(c)]);
    }
  }
  if (keysByOwner.size === 0) return;
  const owners = [...keysByOwner.keys()];
  const blocked = await queryRows<{ owner: string; other: string }>(
    tx,
    sql`select user_id::text as owner, blocked_id::text as other from blocks
         where user_id = any(${sqlUuids(owners)})
        union all
        select blocked_id::text, user_id::text from blocks
         where blocked_id = any(${sqlUuids(owners)})`,
  );
  for (const { owner, other } of blocked) {
    if (!sockets.hasMember(other)) continue;
    for (const key of keysByOwner.get(owner) ?? []) swap(other, key, null);
  }
}

/** The effective admins (a handful of rows: flagged, or the primary admin address). */
async function adminsAmong(tx: AppDb, env: AppEnv): Promise<string[]> {
  const rows = await tx
    .select()
    .from(users)
    .where(or(eq(users.isAdmin, true), eq(users.email, env.PRIMARY_ADMIN_EMAIL.toLowerCase())));
  return rows.filter((u) => isEffectiveAdmin(u, env) && !u.deletedAt).map((u) => u.id);
}

/** The latest change of each (row, audience) from `from` on, in commit-log order. */
async function readAudienceRefs(db: AppDb, from: string, limit: number): Promise<AudienceRef[]> {
  const rows = await queryRows<{
    entity: string;
    id: string;
    audience: string | null;
    txid: string;
    seq: string;
  }>(
    db,
    sql`select entity, entity_id::text as id, audience::text as audience,
               txid::text as txid, seq::text as seq
        from (
          select distinct on (entity, entity_id, audience) entity, entity_id, audience, txid, seq
          from change_log
          where txid >= ${from}::xid8
          order by entity, entity_id, audience, txid desc, seq desc
        ) latest
        order by latest.txid, latest.seq
        limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}
