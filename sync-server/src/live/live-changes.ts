// Live changes: after a commit, each server process reads what changed ONCE (one snapshot, one
// change-log page, one query per entity), serialises it once and sends it to every socket whose
// audience includes it (ADR 009). A public write therefore costs the same with 10 or 1,000
// members online; a client pulls only when the changes do not follow on from its replica.
//
// Each delivery carries `from` (this process's previous watermark: every change at or above it
// that its snapshot shows is included) and the snapshot it read; the client checks both against
// its own position (shared-model helpers/snapshot.ts) before applying.
import { randomUUID } from 'node:crypto';
import type { Change, LiveChanges } from '@greenroom/shared-model/schemas/sync';
import { sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../db/client';
import type { UserRow } from '../db/schema/users';
import type { AppEnv } from '../env';
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
import { isVerifiedMember } from '../http/verified-gate';
import { errorData, type Logger } from '../logger';

/** More changes than this in one delivery: send bare pokes and let clients pull pages. */
export const LIVE_MAX_CHANGES = 200;
/** A delivery frame above this size is replaced by bare pokes. */
export const LIVE_MAX_FRAME_BYTES = 512 * 1024;

/** What the feed needs from the socket hub of this process. */
export interface LiveSockets {
  /** Members with at least one socket here. */
  hasMember(userId: string): boolean;
  /** The same frame to every socket, except those of `except`. */
  broadcastFrame(frame: Buffer, except: ReadonlySet<string>): void;
  sendFrame(userId: string, frame: Buffer): void;
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
    if (overflow) {
      const none = new Set<string>();
      return { snap, overflow, publicChanges: [], personal: new Map(), privateRefs, ownOnly: none };
    }

    const entities = this.#deps.entities ?? ENTITY_REGISTRY;
    const ctx = (me: UserRow): EntityContext => ({ me, env: this.#deps.env, now: new Date() });
    const publicChanges = await deltaChanges(tx, ctx(NOBODY), entities, publicRefs);
    // A member's own profile carries their settings: they get their own copy of that row.
    const ownRows = publicRefs.filter((r) => r.entity === 'user' && sockets.hasMember(r.id));
    const viewers = new Set([...privateRefs.keys(), ...ownRows.map((r) => r.id)]);
    const personal = new Map<string, Change[]>();
    /** Viewers whose e-mail is not verified: their own rows only, no public change (ADR 023). */
    const ownOnly = new Set<string>();
    for (const viewer of await findUsersByIds(tx, viewers)) {
      if (!isVerifiedMember(viewer)) ownOnly.add(viewer.id);
      const mine = [
        ...ownRows.filter((r) => r.id === viewer.id),
        ...(privateRefs.get(viewer.id) ?? []),
      ];
      personal.set(viewer.id, await deltaChanges(tx, ctx(viewer), entities, mine));
    }
    return { snap, overflow, publicChanges, personal, privateRefs, ownOnly };
  }

  #send(
    sockets: LiveSockets,
    from: string,
    read: {
      snap: SnapshotBounds;
      overflow: boolean;
      publicChanges: Change[];
      personal: Map<string, Change[]>;
      privateRefs: Map<string, AudienceRef[]>;
      ownOnly: ReadonlySet<string>;
    },
  ): void {
    const { snap, publicChanges, personal } = read;
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
    const ownIds = new Set(publicChanges.filter((c) => c.entity === 'user').map((c) => c.id));
    for (const [userId, mine] of personal) {
      const changes = read.ownOnly.has(userId)
        ? mine
        : ownIds.has(userId)
          ? [...publicChanges.filter((c) => !(c.entity === 'user' && c.id === userId)), ...mine]
          : [...publicChanges, ...mine];
      sockets.sendFrame(userId, frameOf(changes, read.ownOnly.has(userId)));
    }
    sockets.broadcastFrame(shared, new Set(personal.keys()));
    this.deliveries++;
  }
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
