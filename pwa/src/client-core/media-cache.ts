// Uploaded media in the service worker's caches, one cache per member (ADR 022): the worker
// serves and stores media only in the cache of the member the device database says is signed
// in, and the page deletes the caches at sign-out and every other member's at sign-in. Shared by
// the page and the service worker; framework-free.
import type { Dexie } from 'dexie';

/** Each member's media: `greenroom-media-<member id>`. */
const MEDIA_CACHE_PREFIX = 'greenroom-media-';

/** The one media cache of earlier versions, shared by whoever was signed in. */
export const LEGACY_MEDIA_CACHE = 'greenroom-media-v1';

export function mediaCacheName(memberId: string): string {
  return `${MEDIA_CACHE_PREFIX}${memberId}`;
}

/** Deletes every member's media cache but `keep`'s (none kept when it is absent). */
export async function clearMediaCaches(keep?: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const kept = keep ? mediaCacheName(keep) : null;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(MEDIA_CACHE_PREFIX) && name !== kept)
      .map((name) => caches.delete(name)),
  );
  await forgetExpirationEntries(
    (entry) => entry.cacheName.startsWith(MEDIA_CACHE_PREFIX) && entry.cacheName !== kept,
  );
}

/**
 * Workbox's expiration plugin records each cached address with its time in a database of its own
 * (Workbox 7: `workbox-expiration`, store `cache-entries`, rows {id, cacheName, url, timestamp}).
 * Those records name what a member looked at: they go with the responses. A device without that
 * database is left without it (opening it here must not create an empty one Workbox would then
 * not set up).
 */
async function forgetExpirationEntries(
  drop: (entry: { cacheName: string; url: string }) => boolean,
): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const db = await new Promise<IDBDatabase | null>((resolve) => {
    const open = indexedDB.open('workbox-expiration');
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => resolve(null);
  });
  if (!db) return;
  try {
    if (!db.objectStoreNames.contains('cache-entries')) return;
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('cache-entries', 'readwrite');
      const cursor = tx.objectStore('cache-entries').openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return;
        const entry = at.value as { cacheName?: unknown; url?: unknown };
        if (
          typeof entry.cacheName === 'string' &&
          typeof entry.url === 'string' &&
          drop({ cacheName: entry.cacheName, url: entry.url })
        ) {
          at.delete();
        }
        at.continue();
      };
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** An upload's key in any of its addresses: the original, a rendition, a poster, a stream. */
const UPLOAD_KEY = /\/uploads\/([0-9a-f]{32})(?![0-9a-f])/g;

/** Every upload key named anywhere in `text`, added to `into`. */
export function uploadKeysIn(text: string, into: Set<string>): Set<string> {
  for (const match of text.matchAll(UPLOAD_KEY)) if (match[1]) into.add(match[1]);
  return into;
}

/**
 * Deletes the member's cached media that no row of their database names any more (issue 35:
 * a post deleted, an author blocked, a row trimmed — whatever took the row, its media follow).
 * Marks from every table, the outbox included, so nothing still shown or waiting loses its
 * files; a file cached after the marks were read and not yet named is only fetched again.
 * Returns how many cached responses were deleted.
 */
export async function sweepMediaCache(db: Dexie, memberId: string): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const named = await db.transaction('r', db.tables, async () => {
    const keys = new Set<string>();
    for (const table of db.tables) {
      await table.each((row) => uploadKeysIn(JSON.stringify(row) ?? '', keys));
    }
    return keys;
  });
  const unnamed = (url: string) => {
    const keys = uploadKeysIn(new URL(url).pathname, new Set());
    return keys.size > 0 && ![...keys].some((key) => named.has(key));
  };
  const cacheName = mediaCacheName(memberId);
  const cache = await caches.open(cacheName);
  let deleted = 0;
  for (const request of await cache.keys()) {
    if (unnamed(request.url) && (await cache.delete(request))) deleted++;
  }
  await forgetExpirationEntries((entry) => entry.cacheName === cacheName && unnamed(entry.url));
  return deleted;
}
