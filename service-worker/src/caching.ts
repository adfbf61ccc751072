// Precache the built app, answer navigations with the precached shell, and keep uploaded media
// in a bounded runtime cache.
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

export const MEDIA_CACHE = 'greenroom-media-v1';

export function setUpCaching() {
  precacheAndRoute(self.__WB_MANIFEST);
  cleanupOutdatedCaches();

  // Every in-app address opens the precached shell, online or not; the server's own paths
  // (API, live channel, uploads) are never answered with it.
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: [/^\/api\//, /^\/ws/, /^\/uploads\//],
    }),
  );

  // Uploaded media are immutable (new uploads get new names): cache first, bounded. Only 200
  // replies are stored (Workbox's default without a cacheWillUpdate plugin).
  registerRoute(
    ({ url, request }) =>
      url.origin === self.location.origin &&
      url.pathname.startsWith('/uploads/') &&
      request.method === 'GET' &&
      // Video and audio seek with range requests; let the network serve those.
      !request.headers.has('range'),
    new CacheFirst({
      cacheName: MEDIA_CACHE,
      plugins: [
        new ExpirationPlugin({
          maxEntries: 300,
          maxAgeSeconds: 30 * 24 * 60 * 60,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
