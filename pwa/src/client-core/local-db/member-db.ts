// One Dexie database per member (`greenroom-member-<userId>`): the replica of what the server
// lets this member see, the outbox of their writes, and the sync bookkeeping. Because the queue
// lives in the member's own database, another member signed in on the device never sends it.

import type { PostType } from '@greenroom/shared-model/catalogues';
import type { ReplicaEntities, ReplicaTableName } from '@greenroom/shared-model/entities';
import type { SnapshotLike } from '@greenroom/shared-model/helpers/snapshot';
import type { MutationName } from '@greenroom/shared-model/schemas/mutations';
import type { MutationMethod } from '@greenroom/shared-model/schemas/sync';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import { Dexie, type Table } from 'dexie';
import { declareMemberDbVersions } from './member-db-versions';

export {
  REPLICA_TABLES,
  type ReplicaEntities,
  type ReplicaTableName,
} from '@greenroom/shared-model/entities';

/**
 * A replicated row: the server's reply shape for that entity, keyed by its descriptor's key field
 * (`id` for most, `jobId` for savedJobs). `pending: 1` (a number, because IndexedDB cannot index
 * booleans) marks rows written optimistically and not yet acknowledged.
 */
export interface ReplicaRow {
  pending?: 1;
  [field: string]: unknown;
}

export type HttpMethod = MutationMethod;

/** One replica operation; undo is a list of these, so it survives reloads (data, no closure). */
export type ReplicaOp =
  | { table: ReplicaTableName; op: 'put'; row: ReplicaRow }
  /** `id` is the row's key (the descriptor's key field), whatever that field is called. */
  | { table: ReplicaTableName; op: 'delete'; id: string };

export interface OutboxEntry {
  /** Per-client monotonic id, allocated from `meta.nextMutationId` in the enqueue transaction. */
  mutationId: number;
  /** The write's mutation (shared-model); absent on entries an older app version queued. */
  name?: MutationName;
  /** Idempotency key (UUID). */
  key: string;
  method: HttpMethod;
  path: string;
  body?: unknown;
  /** Restores the prior state of every row the optimistic apply changed. */
  undo: ReplicaOp[];
  /** The row this write is about; a 2xx reply that is that entity replaces it. */
  entity?: ReplicaTableName;
  entityId?: string;
  /** `table:id` of every row this entry touches (multi-entry index; see `rowKey`). */
  touched: string[];
  createdAt: number;
  attempts: number;
  lastError?: string;
}

/** A write the server refused for good, kept for the UI (toast, "what happened to my post"). */
export interface Rejection {
  id?: number;
  mutationId: number;
  /** The refused write's mutation, as its outbox entry named it. */
  name?: MutationName;
  status: number;
  message: string;
  method: HttpMethod;
  path: string;
  at: number;
}

/**
 * A file chosen while offline, kept with what to do once it is uploaded (`purpose`), until the
 * network is back. Never sent as anyone but this database's member.
 */
/** What to make once a queued file is uploaded (the fields the member typed). */
type QueuedUploadPurpose =
  | { kind: 'portfolioItem'; title: string; description: string; tags: string[] }
  | {
      kind: 'post';
      content: string;
      type: PostType;
      skills: string[];
      /** The member as the post's author, as they were when they chose the file. */
      author: UserSummary;
    }
  /** A message with a file: shown "Sending…" in its conversation until it is sent (ADR 045). */
  | { kind: 'message'; conversationId: string; content: string };

export interface QueuedUpload {
  id: string;
  file: Blob;
  name: string;
  type: string;
  size: number;
  createdAt: number;
  purpose: QueuedUploadPurpose;
  /** Set while an upload runs (0..1), and the last failure that will be retried. */
  progress?: number;
  lastError?: string;
}

/** The last reply of a server read (GET), kept so the screen can show it offline. */
interface CachedRead {
  url: string;
  value: unknown;
  fetchedAt: number;
}

export type SyncState = 'offline' | 'syncing' | 'idle' | 'error' | 'signed-out';

export interface MetaValues {
  clientId: string;
  cursor: string;
  /** Every change with a txid below it is in the replica (set by complete pulls and live). */
  watermark: string;
  /** The newest database snapshot the replica was read from. */
  snapshot: SnapshotLike;
  /** Transactions of acknowledged pushes whose reply rows are newer than `snapshot`. */
  requiredTxids: string[];
  lastMutationId: number;
  nextMutationId: number;
  lastSyncedAt: number;
  lastError: string | null;
  syncState: SyncState;
}
export type MetaKey = keyof MetaValues;
interface MetaRow {
  key: MetaKey;
  value: unknown;
}

/** A row as stored: the entity, plus the pending mark while a write is in the outbox. */
export type Replica<T> = T & { pending?: 1 };

type ReplicaTables = {
  [T in ReplicaTableName]: Table<Replica<ReplicaEntities[T]>, string>;
};

export type MemberDb = Dexie &
  ReplicaTables & {
    meta: Table<MetaRow, MetaKey>;
    outbox: Table<OutboxEntry, number>;
    rejections: Table<Rejection, number>;
    queuedUploads: Table<QueuedUpload, string>;
    readCache: Table<CachedRead, string>;
  };

const MEMBER_DB_PREFIX = 'greenroom-member-';

export function memberDbName(userId: string): string {
  return `${MEMBER_DB_PREFIX}${userId}`;
}

/** `table:id`, the key of a row in outbox `touched` lists. */
export function rowKey(table: ReplicaTableName, id: string): string {
  return `${table}:${id}`;
}

export interface OpenMemberDbOptions {
  /** Called after another connection asked to upgrade or delete the database and we closed. */
  onVersionChange?: () => void;
  /** For tests and unusual hosts; defaults to the global indexedDB. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** The version the device holds (installedMemberDbVersion): the current schema alone is
   * declared where no upgrade needs the history. */
  installedVersion?: number;
}

/** The member's database version as the device holds it (0: none), or undefined where the
 * browser cannot tell (no indexedDB.databases()). */
export async function installedMemberDbVersion(
  userId: string,
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<number | undefined> {
  return installedVersionIn(await listDatabases(factory), userId);
}

/** The origin's databases (indexedDB.databases()), or undefined where the browser cannot tell. */
export async function listDatabases(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<IDBDatabaseInfo[] | undefined> {
  try {
    return await factory?.databases?.();
  } catch {
    return undefined;
  }
}

/** The member's database version in a listing of the origin's databases (0: none). */
export function installedVersionIn(
  databases: readonly IDBDatabaseInfo[] | undefined,
  userId: string,
): number | undefined {
  if (!databases) return undefined;
  const found = databases.find((d) => d.name === memberDbName(userId));
  // Dexie installs its version n as IndexedDB version n × 10.
  return found?.version ? found.version / 10 : 0;
}

export function openMemberDb(userId: string, options: OpenMemberDbOptions = {}): MemberDb {
  const db = new Dexie(memberDbName(userId), {
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  }) as MemberDb;
  declareMemberDbVersions(db, options.installedVersion);
  // We close on versionchange in Dexie's stead (`false` stops its own handler, which would let
  // the next query reopen) and tell the app, so a page can reload onto the new code instead of
  // failing its next query. After an upgrade the next query reopens; a deletion (another tab's
  // "Remove my data" or sign-out) closes it for good: reopened, the database would be made again,
  // empty, for a member who is leaving the device.
  db.on('versionchange', (event: IDBVersionChangeEvent) => {
    db.close({ disableAutoOpen: event.newVersion === null });
    options.onVersionChange?.();
    return false;
  });
  return db;
}

// ─── meta ─────────────────────────────────────────────────────────────────────────────────

export async function getMeta<K extends MetaKey>(
  db: MemberDb,
  key: K,
): Promise<MetaValues[K] | undefined> {
  const row = await db.meta.get(key);
  return row?.value as MetaValues[K] | undefined;
}

export async function setMeta<K extends MetaKey>(
  db: MemberDb,
  key: K,
  value: MetaValues[K],
): Promise<void> {
  await db.meta.put({ key, value });
}

/** The device+member writer id, created once (and again only if the database was wiped). */
export async function ensureClientId(db: MemberDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await getMeta(db, 'clientId');
    if (existing) return existing;
    const clientId = crypto.randomUUID();
    await setMeta(db, 'clientId', clientId);
    return clientId;
  });
}
