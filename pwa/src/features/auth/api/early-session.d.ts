// Set by pwa/public/early-session.js before the app starts.
interface Window {
  /** GET /api/auth/user, started by index.html; null when the network failed. */
  greenroomSession?: Promise<Response | null>;
}
