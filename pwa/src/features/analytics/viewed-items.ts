// Which items this session has recorded as viewed (sessionStorage), and which this device has
// ever seen (localStorage, the newest 500).
const SESSION_KEY = 'greenroom:viewed-session';
const DEVICE_KEY = 'greenroom:viewed-device';
const DEVICE_MAX = 500;

function readList(storage: Storage | undefined, key: string): string[] {
  try {
    const parsed = JSON.parse(storage?.getItem(key) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as string[]) : [];
  } catch {
    return [];
  }
}

function writeList(storage: Storage | undefined, key: string, list: readonly string[]) {
  try {
    storage?.setItem(key, JSON.stringify(list));
  } catch {
    // Storage refused: views may be counted again, nothing breaks.
  }
}

/** Whether `type:id` was already recorded this session; marks it unless `mark` is false. */
export function viewedThisSession(type: string, id: string, mark = true): boolean {
  const key = `${type}:${id}`;
  const list = readList(globalThis.sessionStorage, SESSION_KEY);
  if (list.includes(key)) return true;
  if (mark) writeList(globalThis.sessionStorage, SESSION_KEY, [...list, key]);
  return false;
}

/** True the first time this device views `type:id` (then remembers it). */
export function firstViewOnDevice(type: string, id: string): boolean {
  const key = `${type}:${id}`;
  const list = readList(globalThis.localStorage, DEVICE_KEY);
  if (list.includes(key)) return false;
  writeList(globalThis.localStorage, DEVICE_KEY, [...list, key].slice(-DEVICE_MAX));
  return true;
}
