// Set by pwa/public/early-session.js before the app starts.
interface Window {
  /** GET /api/auth/user, started by index.html; null when the network failed. */
  greenroomSession?: Promise<Response | null>;
  /** GET /api/feed's first page, started by index.html at '/' when no first page is kept. */
  greenroomFeed?: Promise<Response | null>;
}
