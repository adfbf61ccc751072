// Direct messages (#33): one-to-one and small group conversations, their members and messages.
// Who may message whom is the server's rule (sync-server/src/features/messages/); ADR 045.
import { z } from 'zod';
import {
  ATTACHMENT_NAME_MAX_LENGTH,
  CONVERSATION_MAX_MEMBERS,
  CONVERSATION_NAME_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
} from '../constants';
import { UPLOADS_PREFIX } from '../helpers/media-url';
import { MESSAGE_TEXTS } from '../message-texts';
import { VALIDATION_TEXTS } from '../texts';
import { ClientId, Id, MediaUrl, Timestamp, text } from './common';
import { MediaInfoField } from './media';
import { mutation } from './mutation-def';
import { UserSummary } from './users';

/** A conversation (replicated entity 'conversation', seen by its members). */
export const Conversation = z.object({
  id: Id,
  /** A group's optional name; null for one-to-one conversations and unnamed groups. */
  name: z.string().nullable(),
  isGroup: z.boolean(),
  createdBy: Id,
  createdAt: Timestamp,
  /** The newest message's time (the conversation's own time before any). */
  lastMessageAt: Timestamp,
});
export type Conversation = z.infer<typeof Conversation>;

/**
 * Where a member stands in a conversation: `active` (reads and writes), `request` (a member who
 * is not a connection wrote to them: in their Requests until they accept or delete it),
 * `declined` (they deleted the request), `left` (they left the group), `hidden` (they deleted the
 * conversation for themself: a new message brings it back as `active`, ADR 045).
 */
export const ConversationMemberStatus = z.enum(['active', 'request', 'declined', 'left', 'hidden']);
export type ConversationMemberStatus = z.infer<typeof ConversationMemberStatus>;

/** A member of a conversation (replicated entity 'conversationMember'). */
export const ConversationMember = z.object({
  id: Id,
  conversationId: Id,
  userId: Id,
  /** The member's public summary; null once their account is deleted ("Deleted member"). */
  user: UserSummary.nullable(),
  status: ConversationMemberStatus,
  /** Messages up to this time are read (unread counts; "Seen"). */
  lastReadAt: Timestamp.nullable(),
  /** Only ever true on the reader's own row: a mute is nobody else's business. */
  muted: z.boolean(),
  joinedAt: Timestamp,
});
export type ConversationMember = z.infer<typeof ConversationMember>;

/**
 * A message's one attachment: the sender's own upload (an image, video, sound or file), the
 * file's name as chosen and its size in bytes; `info` is what the server knows of it (ADR 044).
 */
export const MessageAttachment = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int().min(0),
  info: MediaInfoField,
});
export type MessageAttachment = z.infer<typeof MessageAttachment>;

/** A message (replicated entity 'message'); a deleted one keeps its place with no content. */
export const Message = z.object({
  id: Id,
  conversationId: Id,
  senderId: Id,
  /** '' when the message is only its attachment. */
  content: z.string(),
  /** Absent on rows kept from before attachments; null when there is none. */
  attachment: MessageAttachment.nullable().optional(),
  createdAt: Timestamp,
  deletedAt: Timestamp.nullable(),
});
export type Message = z.infer<typeof Message>;

const MessageText = text(MESSAGE_TEXTS.required)
  .trim()
  .max(MESSAGE_MAX_LENGTH, MESSAGE_TEXTS.tooLong);

/** An attachment as sent: one of our own /uploads/ addresses (the server checks it is the sender's). */
const AttachmentInput = z.object({
  url: MediaUrl.refine((v) => v.startsWith(UPLOADS_PREFIX), VALIDATION_TEXTS.invalidUrl),
  name: text(MESSAGE_TEXTS.attachmentName)
    .trim()
    .min(1, MESSAGE_TEXTS.attachmentName)
    .max(ATTACHMENT_NAME_MAX_LENGTH, MESSAGE_TEXTS.attachmentName),
  size: z.number().int().min(0),
});

/** POST /api/conversations: the other members (1 for a one-to-one, up to 7 for a group). */
export const StartConversationBody = z.object({
  id: ClientId,
  memberIds: z
    .array(Id)
    .min(1, MESSAGE_TEXTS.chooseMembers)
    .max(CONVERSATION_MAX_MEMBERS - 1, MESSAGE_TEXTS.tooManyMembers),
  name: text(MESSAGE_TEXTS.nameTooLong)
    .trim()
    .max(CONVERSATION_NAME_MAX_LENGTH, MESSAGE_TEXTS.nameTooLong)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type StartConversationBody = z.infer<typeof StartConversationBody>;

/** POST /api/conversations/{id}/messages: words, an attachment, or both. */
const SendMessageBody = z
  .object({
    id: ClientId,
    content: MessageText.optional().transform((v) => v ?? ''),
    attachment: AttachmentInput.nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .refine((v) => v.content !== '' || v.attachment !== null, {
    message: MESSAGE_TEXTS.required,
    path: ['content'],
  });

/** POST /api/conversations/{id}/read: read up to this time (never later than the server's now). */
const MarkConversationReadBody = z.object({ readAt: Timestamp });

/** PUT /api/conversations/{id}/mute */
const MuteConversationBody = z.object({ muted: z.boolean() });

/** GET /api/conversations/{id}/messages?before=…: older messages than the replica holds. */
export const MessagesPageQuery = z.object({ before: Timestamp.optional() });
export const MessagesPage = z.object({ messages: z.array(Message), more: z.boolean() });
export type MessagesPage = z.infer<typeof MessagesPage>;

/** The message writes of the outbox (see mutations.ts). */
export const MessageMutations = {
  startConversation: mutation('POST', '/api/conversations', StartConversationBody),
  sendMessage: mutation('POST', '/api/conversations/:id/messages', SendMessageBody),
  deleteMessage: mutation('DELETE', '/api/messages/:id'),
  markConversationRead: mutation('POST', '/api/conversations/:id/read', MarkConversationReadBody),
  acceptMessageRequest: mutation('POST', '/api/conversations/:id/accept'),
  declineMessageRequest: mutation('POST', '/api/conversations/:id/decline'),
  leaveConversation: mutation('POST', '/api/conversations/:id/leave'),
  muteConversation: mutation('PUT', '/api/conversations/:id/mute', MuteConversationBody),
  deleteConversationForMe: mutation('DELETE', '/api/conversations/:id'),
} as const;
