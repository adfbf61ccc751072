// Served as is (pwa/public), loaded `async` by index.html: it runs as soon as it arrives, while
// the main bundle is still on its way, and asks who is signed in. The app takes the answer once
// (probeSession in pwa/src/features/auth/api/auth-api.ts) instead of asking after its own start.
// The prerendered visitor pages leave this script out: no cookie, nobody to ask about.
window.greenroomSession = fetch('/api/auth/user', {
  credentials: 'include',
  headers: { Accept: 'application/json' },
  cache: 'no-store',
}).catch(() => null);

// On a device that keeps no first page of the feed (a new member, a new device), the home page
// also asks the server for it, so that it shows before the first sync has filled the replica
// (takeEarlyFeed in pwa/src/features/home/early-feed.ts).
try {
  if (
    location.pathname === '/' &&
    !Object.keys(localStorage).some((key) => key.startsWith('greenroom:feed-snapshot:'))
  ) {
    window.greenroomFeed = fetch('/api/feed?limit=30', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    }).catch(() => null);
  }
} catch {
  // No localStorage: the feed waits for the replica, as before.
}
