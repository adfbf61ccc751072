// What a member is told when the server refuses this feature's writes for good (keyed by the
// mutation's name; pwa/src/sync/rejection-texts.ts gathers every feature's).
import { CONNECTION_TEXTS } from '@greenroom/shared-model/texts';
import type { RejectionTexts } from '../../../sync/rejection-texts';

export const connectionRejections: RejectionTexts = {
  requestConnection: (message) => ({
    title: CONNECTION_TEXTS.sendErrorTitle,
    description: message || CONNECTION_TEXTS.sendErrorFallback,
  }),
  answerConnection: (message) => ({
    title: CONNECTION_TEXTS.respondErrorTitle,
    description: message,
  }),
};
