// What a member is told when the server refuses a message write for good: the server's words say
// why (a block, a deleted request, the hourly limit). A refused message stays on screen, failed.
import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import type { RejectionTexts } from '../../../sync/rejection-texts';

export const messageRejections: RejectionTexts = {
  startConversation: (message) => ({
    title: 'The conversation was not started',
    description: message,
  }),
  sendMessage: (message) => ({ title: MESSAGE_TEXTS.rejectedTitle, description: message }),
  deleteMessage: (message) => ({ title: 'The message was not deleted', description: message }),
  acceptMessageRequest: (message) => ({
    title: 'The request was not accepted',
    description: message,
  }),
  declineMessageRequest: (message) => ({
    title: 'The request was not deleted',
    description: message,
  }),
  leaveConversation: (message) => ({ title: 'You have not left the group', description: message }),
  deleteConversationForMe: (message) => ({
    title: 'The conversation was not deleted',
    description: message,
  }),
};
