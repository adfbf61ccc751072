// Messages of the live channel /ws (ARCHITECTURE.md "Live channel"; spec part 2 §7).
import { z } from 'zod';
import { WS_MAX_MESSAGE_BYTES } from '../constants';
import { Id } from './common';
import { Notification } from './notifications';
import { LiveChanges } from './sync';

// ─── server → client ──────────────────────────────────────────────────────────────────────

/** Something the member can see changed: apply `live` if it follows on, else pull. */
const PokeMessage = z.object({ type: z.literal('poke'), live: LiveChanges.optional() });
/** A new notification: refresh notifications and count. */
const NotificationMessage = z.object({
  type: z.literal('notification'),
  notification: Notification.optional(),
});
/** Someone viewed your profile: 4 s toast, then refresh stats, notifications and count. */
const ProfileViewMessage = z.object({
  type: z.literal('profile_view_notification'),
  data: z.object({
    viewer: z.object({
      id: Id.optional(),
      firstName: z.string(),
      lastName: z.string(),
    }),
  }),
});
/** Kept for compatibility; the client ignores it. */
const ChatMessage = z.object({ type: z.literal('message') });
/**
 * Another member is typing in a conversation of yours (#33, ADR 045): ephemeral, never stored;
 * show "{name} is typing…" until TYPING_EXPIRES_MS after the last one.
 */
const TypingMessage = z.object({ type: z.literal('typing'), conversationId: Id, userId: Id });
/** Answer to a client ping. */
const PongMessage = z.object({ type: z.literal('pong') });

export const ServerMessage = z.discriminatedUnion('type', [
  PokeMessage,
  NotificationMessage,
  ProfileViewMessage,
  ChatMessage,
  TypingMessage,
  PongMessage,
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

// ─── client → server ──────────────────────────────────────────────────────────────────────

/** Accepted for compatibility; the socket is authenticated by the session cookie. */
const AuthMessage = z.object({ type: z.literal('auth'), userId: z.string().max(100) });
const PingMessage = z.object({ type: z.literal('ping') });
/** I am typing in this conversation (at most one per TYPING_SEND_INTERVAL_MS). */
const ClientTypingMessage = z.object({ type: z.literal('typing'), conversationId: Id });

export const ClientMessage = z.discriminatedUnion('type', [
  AuthMessage,
  PingMessage,
  ClientTypingMessage,
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

function parseWith<T>(schema: z.ZodType<T>, raw: string): T | null {
  // A string longer than the byte limit is over it in UTF-8 too (the server also caps frames).
  if (raw.length > WS_MAX_MESSAGE_BYTES) return null;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** A server message from its JSON text; null for anything invalid or too big. */
export function parseServerMessage(raw: string): ServerMessage | null {
  return parseWith(ServerMessage, raw);
}

/** A client message from its JSON text; null for anything invalid or too big. */
export function parseClientMessage(raw: string): ClientMessage | null {
  return parseWith(ClientMessage, raw);
}
