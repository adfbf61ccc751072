// What the optimistic rows and the server's rows of messages share (#33).
import { postMediaKind } from '../helpers/media-kind';
import { messageGist } from '../message-texts';
import type { MediaInfo } from '../schemas/media';
import type { Conversation, Message, MessageAttachment } from '../schemas/messages';

/**
 * A new message as both sides store it (content already trimmed by the body's schema). `info`:
 * the attachment's size and renditions when known (the upload's reply; the server's row fills it
 * from the upload).
 */
export function newMessage(
  body: {
    id: string;
    content: string;
    attachment?: { url: string; name: string; size: number } | null | undefined;
  },
  conversationId: string,
  senderId: string,
  now: Date,
  info: MediaInfo | null = null,
): Message {
  const attachment: MessageAttachment | null = body.attachment
    ? { url: body.attachment.url, name: body.attachment.name, size: body.attachment.size, info }
    : null;
  return {
    id: body.id,
    conversationId,
    senderId,
    content: body.content,
    attachment,
    createdAt: now.toISOString(),
    deletedAt: null,
  };
}

/** What a message says in the conversation list, a push or the bell: its words, "Photo", a file's name. */
export function messageSummary(message: Pick<Message, 'content' | 'attachment'>): string {
  const a = message.attachment;
  return messageGist(message.content, a ? { name: a.name, kind: postMediaKind(a.url) } : null);
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
  return { ...message, content: '', attachment: null, deletedAt: now.toISOString() };
}

/** Four FNV-1a hashes of `input`, written as a UUID of version 8 (RFC 9562). */
function hashedUuid(input: string): string {
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

/**
 * The id of a member's row in a conversation, the same on the device and on the server (the row
 * a new conversation shows at once is the row the server then sends). Conversation ids are
 * random or a pair's own (below), so no member can aim a row id at another conversation's.
 */
export function memberRowId(conversationId: string, userId: string): string {
  return hashedUuid(`${conversationId}:${userId}`);
}

/**
 * A one-to-one conversation's id: the same for the pair on every device, so that "Message" on a
 * profile opens the pair's conversation even where the device no longer holds it (deleted for
 * me, a request deleted). Version 8 marks it: the server takes a version-8 conversation id only
 * as the id of the caller's pair, so nobody can take another pair's id first.
 */
export function pairConversationId(a: string, b: string): string {
  return hashedUuid(a < b ? `pair:${a}:${b}` : `pair:${b}:${a}`);
}

/** Whether a conversation id is of the kind only `pairConversationId` makes (version 8). */
export function isPairConversationId(id: string): boolean {
  return id[14] === '8';
}
