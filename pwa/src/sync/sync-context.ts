// The signed-in member's sync state for React. Type-only imports of client-core: this module is
// part of the eager shell, so it must not pull Dexie (the runtime loads it after the first paint).
import { createContext, useContext } from 'react';
import type { MemberDb } from '../client-core/local-db/member-db';
import type { SyncEngine, SyncReason, SyncStatus } from '../client-core/sync/engine';

export interface SyncHandle {
  userId: string;
  /** The member's replica; null until the sync runtime has loaded. */
  db: MemberDb | null;
  engine: SyncEngine | null;
  /** The one call for every trigger (flush, then pull); a no-op until the runtime has loaded. */
  requestSync(reason: SyncReason): void;
  /**
   * Sign-out: one last try to send the queue; resolves to the writes still queued (0 when the
   * runtime has not loaded: nothing can have been sent, and the queue is kept regardless).
   */
  flushBeforeSignOut(): Promise<number>;
}

export interface SyncStatusView extends SyncStatus {
  /** navigator.onLine as last reported by the browser. */
  online: boolean;
  /** Writes queued on this device by other members (they wait for those members). */
  otherMembersPending: number;
  /** False until the runtime has opened the database and started the engine. */
  ready: boolean;
  /**
   * The browser deleted the member's replica under a live session and it is being rebuilt: the
   * snapshot pull's progress, 0–1; null otherwise (ADR 047).
   */
  rebuild: number | null;
  /** Writes that waited in the deleted replica's outbox, told once (0: none). */
  lostWrites: number;
}

export const INITIAL_STATUS: SyncStatusView = {
  state: 'idle',
  pending: 0,
  lastSyncedAt: null,
  lastError: null,
  updateRequired: false,
  online: true,
  otherMembersPending: 0,
  ready: false,
  rebuild: null,
  lostWrites: 0,
};

export const SyncContext = createContext<SyncHandle | null>(null);
export const SyncStatusContext = createContext<SyncStatusView>(INITIAL_STATUS);

/** The sync handle of the signed-in member, or null outside the signed-in shell. */
export function useSync(): SyncHandle | null {
  return useContext(SyncContext);
}

/** The member's replica database, or null while it opens (or outside the signed-in shell). */
export function useMemberDb(): MemberDb | null {
  return useContext(SyncContext)?.db ?? null;
}

/** Pending count, last synced time, last error, online/offline: for indicators. */
export function useSyncStatus(): SyncStatusView {
  return useContext(SyncStatusContext);
}

/**
 * The replica can be read as the member's truth: a first pull has finished (a snapshot replaces
 * rows), or it cannot happen now (offline, or the server failed) — unless it is being rebuilt
 * after the browser deleted it: then an empty replica is no news, whatever the network.
 */
export function replicaReady(status: SyncStatusView): boolean {
  if (status.rebuild !== null) return false;
  return status.lastSyncedAt !== null || status.lastError !== null || !status.online;
}
