// What the header indicator says for a sync status. Pure, so every case is unit-tested.
import type { SyncStatusView } from '../../sync/sync-context';
import { changesWaiting, SYNC_TEXTS, syncedAgo } from '../../sync/texts';

export type StatusTone = 'synced' | 'busy' | 'waiting' | 'problem';

export interface StatusPresentation {
  /** The button's text (and accessible name). */
  label: string;
  /** Short text for narrow screens (the pending count, or nothing). */
  short: string;
  tone: StatusTone;
  /** For the polite live region: changes only when the state changes, not as time passes. */
  announcement: string;
  /** The connection line of the details. */
  connection: string;
  showRetry: boolean;
}

export function presentStatus(
  status: SyncStatusView,
  now: number = Date.now(),
): StatusPresentation {
  const { pending } = status;
  const waiting = pending > 0 ? changesWaiting(pending) : '';
  const short = pending > 0 ? String(pending) : '';
  if (status.state === 'signed-out') {
    return {
      label: SYNC_TEXTS.signedOut,
      short,
      tone: 'problem',
      announcement: SYNC_TEXTS.signedOut,
      connection: SYNC_TEXTS.online,
      showRetry: false,
    };
  }
  if (!status.online || status.state === 'offline') {
    // The browser says offline, or it says online but the server cannot be reached.
    const head = status.online ? SYNC_TEXTS.serverUnreachable : SYNC_TEXTS.offline;
    const label = waiting ? `${SYNC_TEXTS.offline} · ${waiting}` : SYNC_TEXTS.offline;
    return {
      label,
      short,
      tone: 'waiting',
      announcement: label,
      connection: head,
      showRetry: status.online,
    };
  }
  if (status.state === 'error') {
    const label = waiting ? `${SYNC_TEXTS.error} · ${waiting}` : SYNC_TEXTS.error;
    return {
      label,
      short,
      tone: 'problem',
      announcement: label,
      connection: SYNC_TEXTS.online,
      showRetry: true,
    };
  }
  if (waiting) {
    return {
      label: waiting,
      short,
      tone: status.state === 'syncing' ? 'busy' : 'waiting',
      announcement: waiting,
      connection: SYNC_TEXTS.online,
      showRetry: status.state !== 'syncing',
    };
  }
  if (status.lastSyncedAt === null) {
    const label = status.state === 'syncing' ? SYNC_TEXTS.syncing : SYNC_TEXTS.notSyncedYet;
    return {
      label,
      short,
      tone: 'busy',
      announcement: '',
      connection: SYNC_TEXTS.online,
      showRetry: false,
    };
  }
  return {
    label: syncedAgo(status.lastSyncedAt, now),
    short,
    tone: 'synced',
    announcement: SYNC_TEXTS.allSynced,
    connection: SYNC_TEXTS.online,
    showRetry: false,
  };
}
