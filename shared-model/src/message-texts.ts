// The texts of direct messages (#33): the screens, the push and the bell line, the e-mail's
// words, apart from texts.ts: they load with the screens that show them, not with the shell.
import {
  CONVERSATION_MAX_MEMBERS,
  CONVERSATION_NAME_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  MESSAGE_PREVIEW_LENGTH,
  MESSAGES_WINDOW_PER_CONVERSATION,
} from './constants';

export const MESSAGE_TEXTS = {
  heading: 'Messages',
  requests: 'Requests',
  newMessage: 'New message',
  message: 'Message',
  boxLabel: 'Write a message',
  send: 'Send',
  /** A message push's inline reply (where the platform has one). */
  reply: 'Reply',
  sending: 'Sending…',
  failed: 'Not sent',
  retry: 'Retry',
  seen: 'Seen',
  deleted: 'Message deleted',
  delete: 'Delete',
  deleteConfirm: 'Delete this message?',
  deleteConfirmHint: 'Others will see "Message deleted".',
  accept: 'Accept',
  declineRequest: 'Delete request',
  requestHint: 'wants to message you. They won’t know you’ve seen this until you accept.',
  requestSentHint: 'Your message waits in their Requests until they accept.',
  leave: 'Leave group',
  mute: 'Mute',
  unmute: 'Unmute',
  muted: 'Muted',
  empty: 'No messages yet',
  emptyHint: 'Start a conversation from a member’s profile or with New message.',
  noRequests: 'No message requests',
  conversationEmpty: 'No messages yet. Say hello.',
  required: 'Write something first',
  tooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters`,
  nameTooLong: `A group name can be at most ${CONVERSATION_NAME_MAX_LENGTH} characters`,
  chooseMembers: 'Choose at least one member',
  tooManyMembers: `A group can have at most ${CONVERSATION_MAX_MEMBERS} members`,
  groupName: 'Group name (optional)',
  membersLabel: 'Members',
  start: 'Start conversation',
  notFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  cannotMessage: 'You can’t message this member',
  declined: 'This member deleted your message request',
  ended: 'This conversation has ended',
  notAGroup: 'Only a group can be left',
  alreadyExists: 'You already have a conversation with this member',
  notMember: 'You are not in this conversation',
  notARequest: 'There is no request to answer',
  rejectedTitle: 'Your message was not sent',
  deletedMember: 'Deleted member',
  olderMessages: 'Older messages',
  messageOptions: 'Message options',
  conversationOptions: 'Conversation options',
  deleteConversation: 'Delete conversation',
  deleteConversationConfirm: 'Delete this conversation for you?',
  deleteConversationHint:
    'It leaves your list and this device. The others keep it. If someone writes again, it comes back with only the new messages.',
  conversationDeleted: 'Conversation deleted',
  notActive: 'Only a conversation you are in can be deleted',
  typing: (names: readonly string[]) =>
    names.length === 1
      ? `${names[0]} is typing…`
      : names.length === 2
        ? `${names[0]} and ${names[1]} are typing…`
        : 'Several people are typing…',
  unread: (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`),
  you: 'You',
  searchLabel: 'Search messages',
  searchPlaceholder: 'Names or words',
  searchResults: 'Search results',
  searchConversations: 'Conversations',
  searchMessages: 'Messages',
  searchNothing: (query: string) => `Nothing matches “${query}” in your messages on this device.`,
  searchScope: `Search looks through the newest ${MESSAGES_WINDOW_PER_CONVERSATION} messages of each conversation kept on this device, even offline.`,
  attach: 'Attach a photo or file',
  removeAttachment: (name: string) => `Remove ${name}`,
  attachmentName: 'The file needs a name',
  notYourFile: 'You can only send a file you uploaded',
  photo: 'Photo',
  video: 'Video',
  sound: 'Sound',
  uploading: 'Uploading…',
  fileRefused: 'Your file was not sent',
} as const;

/**
 * What a message says in a list, a push or the bell: its words, else its attachment's kind
 * ("Photo") or, for a file, its name.
 */
export function messageGist(
  content: string,
  attachment: { name: string; kind: 'image' | 'video' | 'audio' | 'document' } | null,
): string {
  if (content.trim() !== '' || !attachment) return content;
  if (attachment.kind === 'image') return MESSAGE_TEXTS.photo;
  if (attachment.kind === 'video') return MESSAGE_TEXTS.video;
  if (attachment.kind === 'audio') return MESSAGE_TEXTS.sound;
  return attachment.name;
}

/** The push and bell line of a message: "{name}: {the first 100 characters}". */
export function messagePreviewText(name: string, content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  const cut =
    text.length > MESSAGE_PREVIEW_LENGTH ? `${text.slice(0, MESSAGE_PREVIEW_LENGTH)}…` : text;
  return `${name}: ${cut}`;
}
