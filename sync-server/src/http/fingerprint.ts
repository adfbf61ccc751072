// The identity of a write for Idempotency-Key checks: method, path and JSON body. The REST
// pipeline and the sync push compute it alike, so a key used by one is recognised by the other.
import { createHash } from 'node:crypto';

/** sha256 of the call; null when the body cannot be serialised (too deep): it matches nothing. */
export function requestFingerprint(method: string, path: string, body: unknown): string | null {
  try {
    const json = JSON.stringify([method.toUpperCase(), path, body ?? null]);
    return createHash('sha256').update(json).digest('hex');
  } catch {
    return null;
  }
}

/** The fingerprint of a raw request body (JSON normalised; any other text as is). */
export function requestFingerprintOfText(
  method: string,
  path: string,
  text: string,
): string | null {
  if (text.trim() === '') return requestFingerprint(method, path, null);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = { unparsed: text };
  }
  return requestFingerprint(method, path, body);
}

/** A stored call matches when both fingerprints are known and equal (legacy rows have none). */
export function sameRequest(stored: string | null, current: string | null): boolean {
  if (stored === null) return true;
  return current !== null && stored === current;
}
