// What a member is told when the server refuses this feature's writes for good (keyed by the
// mutation's name; pwa/src/sync/rejection-texts.ts gathers every feature's).
import { COLLABORATION_TEXTS } from '@greenroom/shared-model/job-texts';
import type { RejectionTexts } from '../../../sync/rejection-texts';

export const collaborationRejections: RejectionTexts = {
  confirmCollaboration: (message) => ({
    title: COLLABORATION_TEXTS.confirmFailed,
    description: message,
  }),
  removeCollaboration: (message) => ({
    title: COLLABORATION_TEXTS.removeFailed,
    description: message,
  }),
};
