// What pwa/public/early-session.js asked the server before the app's bundle arrived, handed over
// once: the session (GET /api/auth/user, read by probeSession in features/auth/api/auth-api.ts).
// The script is a classic one served as is, so it cannot import these names:
// early-requests.test.ts keeps them the same.

declare global {
  interface Window {
    /** GET /api/auth/user, started by index.html; null when the network failed. */
    greenroomSession?: Promise<Response | null>;
  }
}

/** The session request early-session.js started, the first time only (undefined after). */
export function takeEarlySession(): Promise<Response | null> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.greenroomSession;
  window.greenroomSession = undefined;
  return early;
}
