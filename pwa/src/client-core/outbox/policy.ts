// The drain's decisions as pure functions: how a status is classified, how long to back off, and
// which trigger may start a drain. No I/O here, so every rule is unit-tested on its own.
import { SYNC_BACKOFF_BASE_MS, SYNC_BACKOFF_MAX_MS } from '@greenroom/shared-model/constants';
import type { MutationMethod } from '@greenroom/shared-model/schemas/sync';
import type { Random } from '../clock';

/** Every trigger goes through `requestFlush(reason)`. */
export type FlushReason =
  | 'page-start'
  | 'sw-start'
  | 'online'
  | 'visible'
  | 'ws-reconnect'
  | 'backoff'
  | 'background-sync'
  | 'enqueue'
  | 'resume'
  | 'manual'
  | 'rerun';

/** Triggers that say "connectivity may be back": they may cut a pending backoff short. */
const BYPASSES_BACKOFF: ReadonlySet<FlushReason> = new Set<FlushReason>([
  'online',
  'ws-reconnect',
  'background-sync',
  'manual',
  'backoff',
  'resume',
]);

/** What one mutation result means for its outbox entry. */
export type ResultClass = 'ack' | 'reject' | 'retry' | 'auth';

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500 || status < 200;
}

/**
 * Classifies one mutation result. `recorded` is true when the server says the mutation is at or
 * below its `lastMutationId`: its outcome is stored and a replay returns it again, so anything
 * but success is final (retrying would loop on the stored reply forever).
 *
 * A DELETE answered 404 is acknowledged, for every entity: the row is already gone on the server
 * (deleted by another device, its moderator, a cascade), and deletes win, so there is nothing to
 * roll back and nothing to tell the member.
 */
export function classifyResult(
  status: number,
  recorded: boolean,
  method?: MutationMethod,
): ResultClass {
  if (status >= 200 && status < 300) return 'ack';
  if (status === 404 && method === 'DELETE') return 'ack';
  if (recorded) return 'reject';
  if (status === 401) return 'auth';
  if (isRetryableStatus(status)) return 'retry';
  if (status >= 400 && status < 500) return 'reject';
  return 'retry';
}

/** A failure of the push call itself (not of one mutation). */
export type PushFailureClass = 'retry' | 'auth' | 'shrink';

/**
 * The envelope failed: keep every entry. 401 waits for the member; 413 means the batch is too big
 * (halve it); anything else (network, 5xx, 429, an envelope the server refuses) backs off.
 */
export function classifyPushFailure(
  failure: { kind: 'network' } | { kind: 'status'; status: number },
): PushFailureClass {
  if (failure.kind === 'network') return 'retry';
  if (failure.status === 401) return 'auth';
  if (failure.status === 413) return 'shrink';
  return 'retry';
}

/** Capped exponential backoff with full jitter: random × min(max, base × 2^attempt). */
export function backoffDelay(
  attempt: number,
  random: Random,
  baseMs = SYNC_BACKOFF_BASE_MS,
  maxMs = SYNC_BACKOFF_MAX_MS,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}

/** The backoff, but never earlier than the server's Retry-After. */
export function retryDelay(attempt: number, random: Random, retryAfterMs?: number): number {
  return Math.max(retryAfterMs ?? 0, backoffDelay(attempt, random));
}

/** `Retry-After` is either delta-seconds or an HTTP date. Returns milliseconds from `now`. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

// ─── The drain's retry state machine ──────────────────────────────────────────────────────

export interface RetryState {
  /** Consecutive failed attempts since the last progress (drives the backoff). */
  readonly attempt: number;
  /** A 401 on push: nothing is sent until `resume()` (the same member signed in again). */
  readonly pausedForAuth: boolean;
  /** When the scheduled retry is due; null when none is pending. */
  readonly retryAt: number | null;
}

export const initialRetryState: RetryState = { attempt: 0, pausedForAuth: false, retryAt: null };

export type DrainOutcome =
  /** The outbox is empty. */
  | { kind: 'drained' }
  /** Entries were settled (acked or rejected) and more may remain. */
  | { kind: 'progress' }
  /** A passing failure; `progressed` when entries were settled before it. */
  | { kind: 'transient'; retryAfterMs?: number; progressed: boolean }
  | { kind: 'unauthorized' }
  | { kind: 'resumed' };

export type DrainDecision =
  | { action: 'continue' }
  | { action: 'stop' }
  | { action: 'retry'; delayMs: number }
  | { action: 'pause' };

export function decide(
  state: RetryState,
  outcome: DrainOutcome,
  now: number,
  random: Random,
): { state: RetryState; decision: DrainDecision } {
  switch (outcome.kind) {
    case 'drained':
      return { state: { ...state, attempt: 0, retryAt: null }, decision: { action: 'stop' } };
    case 'progress':
      return { state: { ...state, attempt: 0, retryAt: null }, decision: { action: 'continue' } };
    case 'transient': {
      const attempt = outcome.progressed ? 0 : state.attempt;
      const delayMs = retryDelay(attempt, random, outcome.retryAfterMs);
      return {
        state: { ...state, attempt: attempt + 1, retryAt: now + delayMs },
        decision: { action: 'retry', delayMs },
      };
    }
    case 'unauthorized':
      return {
        state: { ...state, pausedForAuth: true, retryAt: null },
        decision: { action: 'pause' },
      };
    case 'resumed':
      return { state: initialRetryState, decision: { action: 'continue' } };
  }
}

/** May a drain start now for this reason? */
export function mayStart(state: RetryState, reason: FlushReason, now: number): boolean {
  if (state.pausedForAuth) return reason === 'resume';
  if (state.retryAt !== null && state.retryAt > now) return BYPASSES_BACKOFF.has(reason);
  return true;
}
