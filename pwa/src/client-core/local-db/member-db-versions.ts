// The member database's schema history. Released versions never change: a change of a
// descriptor's key or indexes is a new version here, with an upgrade that also rewrites outbox
// entries whose rows changed shape (pending writes are never dropped by an upgrade).
import { dexieStoreOf, replicaStores } from '@greenroom/shared-model/entities';
import type { Dexie, Transaction } from 'dexie';
import type { OutboxEntry, ReplicaOp } from './member-db';

/** Stores that are not replicas. */
export const LOCAL_STORES = {
  meta: 'key',
  outbox: 'mutationId, *touched',
  rejections: '++id, mutationId, at',
} as const;

/** Version 1 as released: every replica keyed by `id`. */
export const MEMBER_DB_V1: Readonly<Record<string, string>> = {
  posts: 'id, createdAt, authorId, pending',
  jobs: 'id, createdAt, authorId, pending',
  events: 'id, createdAt, eventDate, authorId, pending',
  users: 'id, pending',
  connections: 'id, requesterId, addresseeId, status, pending',
  courses: 'id, userId, courseCode, pending',
  portfolioItems: 'id, userId, createdAt, pending',
  applications: 'id, jobId, applicantId, status, createdAt, pending',
  savedJobs: 'id, jobId, userId, pending',
  notifications: 'id, createdAt, type, pending',
  ...LOCAL_STORES,
};

export const MEMBER_DB_VERSION = 15;

/** 6: files chosen offline, waiting to be uploaded (client-core/uploads/queued-uploads.ts). */
export const QUEUED_UPLOADS_STORE = { queuedUploads: 'id, createdAt' } as const;

/** 7: "worked together" credits (ADR 015). */
export const COLLABORATIONS_STORE = { collaborations: dexieStoreOf('collaboration') } as const;

/** 8: the last reply of server reads a screen shows offline (the home sidebar). */
export const READ_CACHE_STORE = { readCache: 'url' } as const;

/** 9: the member's blocks and mutes (ADR 024). */
export const BLOCKS_MUTES_STORE = {
  blocks: dexieStoreOf('block'),
  mutes: dexieStoreOf('mute'),
} as const;

/** 10: the member's own likes of posts (#34). */
export const POST_LIKES_STORE = { postLikes: dexieStoreOf('postLike') } as const;

/** 11: the member's own answers to events (#34). */
export const EVENT_RSVPS_STORE = { eventRsvps: dexieStoreOf('eventRsvp') } as const;

/** 12: skill endorsements the member gave or received (#34). */
export const SKILL_ENDORSEMENTS_STORE = {
  skillEndorsements: dexieStoreOf('skillEndorsement'),
} as const;

/** 13: the member's own likes of portfolio items (#34). */
export const PORTFOLIO_LIKES_STORE = {
  portfolioItemLikes: dexieStoreOf('portfolioItemLike'),
} as const;

/** 14: comments under posts (#34). */
export const COMMENTS_STORE = { comments: dexieStoreOf('comment') } as const;

/** 15: direct messages: conversations, their members and messages (#33, ADR 045). */
export const MESSAGES_STORE = {
  conversations: dexieStoreOf('conversation'),
  conversationMembers: dexieStoreOf('conversationMember'),
  messages: dexieStoreOf('message'),
} as const;

/** A table used only while versions 2–5 move savedJobs to its new key. */
const SAVED_JOBS_MOVING = 'savedJobsByJobId';

/**
 * 2–5: savedJobs re-keyed from `id` to `jobId` (ADR 006). IndexedDB cannot change a primary key
 * in place (Dexie: "Not yet support for changing primary key"), so the rows move to a temporary
 * table, the old table is deleted, recreated with the new key, and the rows move back. Dexie runs
 * every step in the one upgrade transaction; a table an upgrader reads is deleted only by a
 * later version.
 */
/** The schema the versions above leave: the one a new database gets. */
export const MEMBER_DB_CURRENT: Readonly<Record<string, string>> = {
  ...replicaStores(),
  ...LOCAL_STORES,
  ...QUEUED_UPLOADS_STORE,
  ...COLLABORATIONS_STORE,
  ...READ_CACHE_STORE,
  ...BLOCKS_MUTES_STORE,
  ...POST_LIKES_STORE,
  ...EVENT_RSVPS_STORE,
  ...SKILL_ENDORSEMENTS_STORE,
  ...PORTFOLIO_LIKES_STORE,
  ...COMMENTS_STORE,
  ...MESSAGES_STORE,
};

/**
 * From this version on, every version only adds tables or indexes, with no upgrade function:
 * Dexie works such an upgrade out from the installed schema and the current one alone.
 */
export const FIRST_ADDITIVE_VERSION = 5;

/**
 * Declares the member database's versions. `installedVersion` is the version the device holds
 * (0: none; undefined: not known). A database that is new, or at FIRST_ADDITIVE_VERSION or later,
 * needs only the current version; older ones need the history, whose upgrades move rows. Dexie
 * parses every declared version again at each declaration: the history costs some 3 to 7 ms of
 * each page load, the current version alone a tenth of a millisecond.
 */
export function declareMemberDbVersions(db: Dexie, installedVersion?: number): void {
  if (installedVersion === 0 || (installedVersion ?? 0) >= FIRST_ADDITIVE_VERSION) {
    db.version(MEMBER_DB_VERSION).stores(MEMBER_DB_CURRENT);
    return;
  }
  db.version(1).stores(MEMBER_DB_V1);
  db.version(2)
    .stores({ [SAVED_JOBS_MOVING]: 'jobId' })
    .upgrade(async (tx) => {
      const rows = await tx.table('savedJobs').toArray();
      const jobIdOf = new Map<string, string>();
      for (const { id, ...row } of rows) {
        jobIdOf.set(id, row.jobId);
        await tx.table(SAVED_JOBS_MOVING).put(row);
      }
      await rekeySavedJobsInOutbox(tx, jobIdOf);
    });
  db.version(3).stores({ savedJobs: null });
  db.version(4)
    .stores({ ...replicaStores(), ...LOCAL_STORES })
    .upgrade(async (tx) => {
      await tx.table('savedJobs').bulkPut(await tx.table(SAVED_JOBS_MOVING).toArray());
    });
  db.version(5).stores({ [SAVED_JOBS_MOVING]: null });
  db.version(6).stores(QUEUED_UPLOADS_STORE);
  db.version(7).stores(COLLABORATIONS_STORE);
  db.version(8).stores(READ_CACHE_STORE);
  db.version(MEMBER_DB_VERSION).stores(BLOCKS_MUTES_STORE);
}

async function rekeySavedJobsInOutbox(tx: Transaction, jobIdOf: Map<string, string>) {
  const rekey = (key: string) => {
    if (!key.startsWith('savedJobs:')) return key;
    const id = key.slice('savedJobs:'.length);
    return `savedJobs:${jobIdOf.get(id) ?? id}`;
  };
  const rekeyOp = (op: ReplicaOp): ReplicaOp => {
    if (op.table !== 'savedJobs') return op;
    if (op.op === 'delete') return { ...op, id: jobIdOf.get(op.id) ?? op.id };
    const { id: _id, ...row } = op.row;
    return { ...op, row };
  };
  await tx
    .table<OutboxEntry, number>('outbox')
    .toCollection()
    .modify((entry) => {
      entry.touched = entry.touched.map(rekey);
      entry.undo = entry.undo.map(rekeyOp);
      if (entry.entity === 'savedJobs' && entry.entityId) {
        entry.entityId = jobIdOf.get(entry.entityId) ?? entry.entityId;
      }
    });
}
