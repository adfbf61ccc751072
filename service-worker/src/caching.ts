// Precache the built app, answer navigations with the precached shell, and keep uploaded media
// in a bounded runtime cache per member.
import { getCurrentMemberId } from '@greenroom/pwa/client-core/local-db/device-db';
import { LEGACY_MEDIA_CACHE, mediaCacheName } from '@greenroom/pwa/client-core/media-cache';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { renditionFallback } from './rendition-fallback';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/** One cache-first strategy per member, each over that member's own cache. */
const strategies = new Map<string, CacheFirst>();
function mediaStrategy(memberId: string): CacheFirst {
  let strategy = strategies.get(memberId);
  if (!strategy) {
    const cacheName = mediaCacheName(memberId);
    strategy = new CacheFirst({
      cacheName,
      plugins: [
        renditionFallback(cacheName),
        new ExpirationPlugin({
          maxEntries: 300,
          maxAgeSeconds: 30 * 24 * 60 * 60,
          purgeOnQuotaError: true,
        }),
      ],
    });
    strategies.set(memberId, strategy);
  }
  return strategy;
}

/**
 * Media for the member the device database says is signed in, from their own cache only; with
 * nobody signed in, the network (which answers 401) and nothing cached (ADR 022).
 */
async function handleMedia(options: RouteHandlerCallbackOptions): Promise<Response> {
  const memberId = await getCurrentMemberId().catch(() => null);
  if (!memberId) return fetch(options.request);
  return mediaStrategy(memberId).handle(options);
}

export function setUpCaching() {
  precacheAndRoute(self.__WB_MANIFEST);
  cleanupOutdatedCaches();
  // The earlier shared media cache held whoever's media: it goes.
  self.addEventListener('activate', (event) => {
    event.waitUntil(caches.delete(LEGACY_MEDIA_CACHE));
  });

  // Every in-app address opens the precached shell, online or not; the server's own paths
  // (API, live channel, uploads) are never answered with it.
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: [/^\/api\//, /^\/ws/, /^\/uploads\//],
    }),
  );

  // Uploaded media are immutable (new uploads get new names): cache first, bounded, per member;
  // an image's renditions are cached as the screens use them (ADR 044).
  // Only 200 replies are stored (Workbox's default without a cacheWillUpdate plugin).
  registerRoute(
    ({ url, request }) =>
      url.origin === self.location.origin &&
      url.pathname.startsWith('/uploads/') &&
      request.method === 'GET' &&
      // Video and audio seek with range requests; let the network serve those.
      !request.headers.has('range'),
    handleMedia,
  );
}
