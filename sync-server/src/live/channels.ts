// PostgreSQL NOTIFY channels of the live channel, and the publishers other modules call. A
// NOTIFY issued inside a transaction is delivered on commit only (and never on rollback), and
// every server process LISTENs, so each one reaches its own sockets.
import type { ServerMessage } from '@greenroom/shared-model/schemas/ws';
import { sql } from 'drizzle-orm';
import { type AppDb, CHANGES_CHANNEL } from '../db/client';

/** Payload: the audience uuid, or '*' (database triggers, migration change_log_triggers). */
export { CHANGES_CHANNEL };
/** Payload: JSON `{ userId, message }` — a ServerMessage for that member's sockets. */
export const EVENTS_CHANNEL = 'greenroom_events';
/** Payload: JSON `{ userId }` or `{ sessionId }` — close those sockets (code 4001). */
export const KILL_CHANNEL = 'greenroom_kill';

/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7900;

export interface EventPayload {
  userId: string;
  message: ServerMessage;
}

export type KillPayload = { userId: string } | { sessionId: string };

async function notify(db: AppDb, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Send `message` to every live socket of `userId`, on every process, once the caller's
 * transaction commits (pass the request's `c.var.db`). A message too large for NOTIFY is sent
 * without its optional details (a bare `{type}`); the client then refreshes from the API.
 */
export async function publishToUser(
  db: AppDb,
  userId: string,
  message: ServerMessage,
): Promise<void> {
  let payload = JSON.stringify({ userId, message } satisfies EventPayload);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    payload = JSON.stringify({ userId, message: { type: message.type } });
  }
  await notify(db, EVENTS_CHANNEL, payload);
}

/** Close the sockets of a member or of one session, on every process. */
export async function publishKill(db: AppDb, target: KillPayload): Promise<void> {
  await notify(db, KILL_CHANNEL, JSON.stringify(target));
}
