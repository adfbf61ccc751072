// When to ask the browser to keep Greenroom's storage (issue 35): not at first load, but when it
// matters to the member — their first write made offline, push turned on, or the app installed.
// Asked at most once per member and device; the answer is the browser's to give.
import { requestPersistentStorage, type StorageManagerLike } from '../../client-core/storage';

export type PersistMoment = 'offline-write' | 'push-on' | 'installed';

const askedKey = (memberId: string) => `greenroom:persist-asked:${memberId}`;

interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function localStore(): KeyValue | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * A write was just queued while the device is offline: the count of waiting writes rose while
 * the browser says offline (a count falling, or rising online, is not one).
 */
export function isOfflineWrite(
  before: { pending: number; ready: boolean },
  after: { pending: number; ready: boolean; online: boolean },
): boolean {
  return before.ready && after.ready && !after.online && after.pending > before.pending;
}

export function wasAsked(memberId: string, store: KeyValue | null = localStore()): boolean {
  if (!store) return false;
  try {
    return store.getItem(askedKey(memberId)) !== null;
  } catch {
    return false;
  }
}

/** Forgets that the member was asked (their data left this device). */
export function forgetAsked(memberId: string, store: KeyValue | null = localStore()): void {
  try {
    store?.removeItem(askedKey(memberId));
  } catch {
    // Storage refused: nothing was kept.
  }
}

export interface AskOnceOptions {
  store?: KeyValue | null;
  storage?: StorageManagerLike;
}

/**
 * Asks once for this member on this device, at one of the moments; resolves to the browser's
 * answer, or null when it was not asked (asked before, or no member).
 */
export async function askForPersistenceOnce(
  memberId: string | null | undefined,
  moment: PersistMoment,
  options: AskOnceOptions = {},
): Promise<boolean | null> {
  if (!memberId) return null;
  const store = options.store === undefined ? localStore() : options.store;
  if (wasAsked(memberId, store)) return null;
  try {
    store?.setItem(askedKey(memberId), moment);
  } catch {
    // Storage refused: asking again later is harmless (the browser answers at once).
  }
  // Without `storage`, the browser's own (the default parameter).
  return requestPersistentStorage(options.storage);
}
