// Words of the sync indicator and warnings (the spec has none of its own: offline-first is ours).
import { formatRelativeTime } from '@greenroom/shared-model/helpers/relative-time';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const SYNC_TEXTS = {
  offline: 'Offline',
  syncing: 'Syncing…',
  error: 'Sync problem',
  signedOut: 'Sign in to sync',
  notSyncedYet: 'Not synced yet',
  allSynced: 'All changes synced',
  detailsTitle: 'Sync status',
  retry: 'Retry now',
  pendingMark: 'Pending',
  /** A row of the replica whose write is still in the outbox. */
  waitingToSync: 'Waiting to sync',
  pendingMarkHint: 'Not yet shared: it will be sent when you are back online',
  connection: 'Connection',
  online: 'Online',
  serverUnreachable: 'Cannot reach Greenroom',
  waiting: 'Waiting to send',
  lastSynced: 'Last synced',
  lastError: 'Last error',
  never: 'Never',
  otherAccountsTitle: 'Changes from another account',
  offlineHint:
    'You can keep working: your changes are kept on this device and sent when you are back online.',
  signOutTitle: 'Sign out?',
  signOutAnyway: 'Sign out anyway',
  staySignedIn: 'Stay signed in',
  /** The replica the browser deleted, being rebuilt (ADR 047). */
  rebuilding: 'Getting your network back on this device…',
  rebuildingOffline: "It goes on when you're back online.",
  lostWritesTitle: 'Some changes were lost',
  lostWritesDismiss: 'Dismiss',
} as const;

/** What the line of a replica being rebuilt says, e.g. "Getting your network back on this
 * device… 40 %". */
export function rebuildingLine(fraction: number): string {
  return `${SYNC_TEXTS.rebuilding} ${Math.round(Math.min(1, Math.max(0, fraction)) * 100)} %`;
}

/** Told once when the deleted replica's outbox held writes that never reached the server. */
export function lostWritesText(n: number): string {
  const what = n === 1 ? 'A change you made' : `${n} changes you made`;
  return `${what} offline on this device could not be sent: the browser cleared this site's storage before the device was back online. Please make ${n === 1 ? 'it' : 'them'} again.`;
}

export function changesWaiting(n: number): string {
  return `${plural(n, 'change', 'changes')} waiting`;
}

export function syncedAgo(at: number, now: number = Date.now()): string {
  return `Synced ${formatRelativeTime(at, now)}`;
}

export function otherAccountsWaiting(n: number): string {
  return `${plural(n, 'change', 'changes')} made by another account on this device ${
    n === 1 ? 'is' : 'are'
  } waiting for that account to sign in again.`;
}

/** Sign-out with writes still queued (research/reliability.md B7). */
export function unsentChangesOnSignOut(n: number): string {
  return `${plural(n, 'change', 'changes')} ${n === 1 ? 'has' : 'have'} not reached the server yet. ${
    n === 1 ? 'It' : 'They'
  } will be sent the next time you sign in on this device.`;
}
