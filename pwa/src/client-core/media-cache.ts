// Uploaded media in the service worker's caches, one cache per member (ADR 022): the worker
// serves and stores media only in the cache of the member the device database says is signed
// in, and the page deletes the caches at sign-out and every other member's at sign-in. Shared by
// the page and the service worker; framework-free.

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
}
