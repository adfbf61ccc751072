// Telling "the database is unavailable" (retry later) from "this write is wrong" (record it and
// move on). Drizzle wraps driver errors (DrizzleQueryError.cause); postgres.js and PGlite both
// carry the SQLSTATE in `code`.

/** SQLSTATE classes and codes that mean the database, not the statement, failed. */
const UNAVAILABLE_SQLSTATE_CLASSES = ['08', '53', '57', '58'];
const UNAVAILABLE_SQLSTATES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
  '25P03', // idle_in_transaction_session_timeout
]);
/** postgres.js and node socket errors. */
const UNAVAILABLE_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);

function codeOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** True when `err` (or what it wraps) says the database could not be reached or used. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause) {
    depth++;
    const code = codeOf(e);
    if (code === undefined) continue;
    if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (code.length === 5 && UNAVAILABLE_SQLSTATE_CLASSES.includes(code.slice(0, 2))) return true;
  }
  const message = err instanceof Error ? err.message : '';
  // PGlite closed under us, or a pool that was ended (shutdown).
  return /PGlite is closed|database is closed|CONNECTION_ENDED/i.test(message);
}
