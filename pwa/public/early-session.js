// Served as is (pwa/public), loaded `async` by index.html: it runs as soon as it arrives, while
// the main bundle is still on its way, and asks who is signed in. The app takes the answer once
// (takeEarlySession in pwa/src/boot/early-requests.ts) instead of asking after its own start.
// The prerendered visitor pages leave this script out: no cookie, nobody to ask about.
window.greenroomSession = fetch('/api/auth/user', {
  credentials: 'include',
  headers: { Accept: 'application/json' },
  cache: 'no-store',
}).catch(() => null);
