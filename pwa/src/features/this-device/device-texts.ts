// The words of Settings → "This device" (issue 35). Pure, so every case is unit-tested.
import { changesWaiting } from '../../sync/texts';

const MB = 1024 * 1024;

/** Megabytes, one decimal below 10 MB, whole from there ("0.4 MB", "12 MB"). */
export function megabytes(bytes: number): string {
  const mb = Math.max(0, bytes) / MB;
  if (mb === 0) return '0 MB';
  if (mb < 10)
    return `${Math.max(0.1, Number(mb.toFixed(1)))
      .toFixed(1)
      .replace(/\.0$/, '')} MB`;
  return `${Math.round(mb).toLocaleString('en-GB')} MB`;
}

/** The space line: what the browser reports for Greenroom as a whole on this device. */
export function spaceUsedSentence(usageBytes: number | null): string {
  if (usageBytes === null) return 'This browser does not say how much space Greenroom uses.';
  return `Greenroom uses ${megabytes(usageBytes)} of space on this device.`;
}

/** Whether the browser keeps Greenroom's data when space runs low, in plain words. */
export function persistenceSentence(persisted: boolean | null): string {
  if (persisted === null) {
    return 'This browser does not say whether it keeps Greenroom’s data when space runs low.';
  }
  return persisted
    ? 'Kept: this browser will not delete Greenroom’s data to free up space.'
    : 'Not kept for sure: if this device runs low on space, the browser may delete Greenroom’s data. Anything already sent is safe on the server.';
}

/** The outbox line, in the sync indicator's words ("1 change waiting"). */
export function waitingLine(pending: number): string {
  return pending > 0 ? changesWaiting(pending) : 'Nothing waiting: every change has been sent.';
}

export const DEVICE_TEXTS = {
  title: 'This device',
  description: 'What Greenroom keeps in this browser, so that it works without a connection.',
  spaceLabel: 'Space used',
  keptLabel: 'Kept when space is low',
  waitingLabel: 'Waiting to be sent',
  askToKeep: 'Ask the browser to keep it',
  askRefused: 'The browser did not agree to keep Greenroom’s data. It may decide later on its own.',
  checking: 'Checking…',
  remove: 'Remove my data from this device',
  removeTitle: 'Remove your data from this device?',
  removeDescription:
    'Everything already sent stays in your account. This deletes the copy kept in this browser (what you have seen, photos and pages kept for offline use) and signs you out here. Your other devices are not affected.',
  removeConfirm: 'Remove and sign out',
  removeFailed: 'Your data could not be removed from this device. Nothing was signed out.',
  unsentConfirm: 'Remove anyway',
} as const;

/** The second question when writes were not sent: what is lost, said plainly. */
export function unsentTitle(pending: number): string {
  return pending === 1
    ? '1 change has not been sent yet'
    : `${pending} changes have not been sent yet`;
}

export function unsentDescription(pending: number): string {
  return pending === 1
    ? 'Greenroom does not have it yet. If you remove your data now, it is lost. To keep it, cancel, connect to the internet and wait until nothing is waiting.'
    : 'Greenroom does not have them yet. If you remove your data now, they are lost. To keep them, cancel, connect to the internet and wait until nothing is waiting.';
}
