// Offline, an image's rendition the cache does not hold is answered with another of the same
// image that it does (ADR 044): a screen seen at one width opens at another (a rotated phone, a
// resized window) with the copy it has, the widest first, rather than with nothing.
import type { WorkboxPlugin } from 'workbox-core';

const IMAGE = /^\/uploads\/([0-9a-f]{32})\.(?:w(\d+)\.)?[a-z0-9]+$/;

/** The width a cached copy stands for (an original counts as widest). */
function widthOf(pathname: string): number {
  const m = IMAGE.exec(pathname);
  return m?.[2] ? Number(m[2]) : Number.POSITIVE_INFINITY;
}

export function renditionFallback(cacheName: string): WorkboxPlugin {
  return {
    async handlerDidError({ request }) {
      const hex = IMAGE.exec(new URL(request.url).pathname)?.[1];
      if (!hex) return undefined;
      const cache = await caches.open(cacheName);
      const copies = (await cache.keys())
        .map((r) => new URL(r.url).pathname)
        .filter((path) => IMAGE.exec(path)?.[1] === hex)
        .sort((a, b) => widthOf(b) - widthOf(a));
      for (const path of copies) {
        const found = await cache.match(path);
        if (found) return found;
      }
      return undefined;
    },
  };
}
