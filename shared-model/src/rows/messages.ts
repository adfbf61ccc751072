// What the optimistic rows and the server's rows of messages share (#33).
import type { Conversation, Message } from '../schemas/messages';

/** A new message as both sides store it (content already trimmed by the body's schema). */
export function newMessage(
  body: { id: string; content: string },
  conversationId: string,
  senderId: string,
  now: Date,
): Message {
  return {
    id: body.id,
    conversationId,
    senderId,
    content: body.content,
    createdAt: now.toISOString(),
    deletedAt: null,
  };
}

/** A new conversation: a group when it names more than one other member (only groups are named). */
export function newConversation(
  body: { id: string; memberIds: readonly string[]; name: string | null },
  createdBy: string,
  now: Date,
): Conversation {
  const isGroup = new Set(body.memberIds).size > 1;
  return {
    id: body.id,
    name: isGroup ? body.name : null,
    isGroup,
    createdBy,
    createdAt: now.toISOString(),
    lastMessageAt: now.toISOString(),
  };
}

/** A message as others see it once deleted: its place kept, no content. */
export function deletedMessage(message: Message, now: Date): Message {
  return { ...message, content: '', deletedAt: now.toISOString() };
}

/**
 * The id of a member's row in a conversation, the same on the device and on the server (the row
 * a new conversation shows at once is the row the server then sends): four FNV-1a hashes of the
 * pair, written as a UUID (version 8, RFC 9562). Conversation ids are random, so no member can
 * aim a row id at another conversation's.
 */
export function memberRowId(conversationId: string, userId: string): string {
  const input = `${conversationId}:${userId}`;
  const words = [0x811c9dc5, 0x050c5d1f, 0x1b873593, 0x27d4eb2f].map((seed) => {
    let h = seed >>> 0;
    for (let i = 0; i < input.length; i++) {
      h ^= input.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
  });
  const hex = words.join('');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
