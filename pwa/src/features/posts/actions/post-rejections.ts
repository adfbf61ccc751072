// What a member is told when the server refuses this feature's writes for good (keyed by the
// mutation's name; pwa/src/sync/rejection-texts.ts gathers every feature's).
import { TOAST_POST_DURATION_MS } from '@greenroom/shared-model/constants';
import { GENERIC_ERROR, POST_TEXTS } from '@greenroom/shared-model/texts';
import type { RejectionTexts } from '../../../sync/rejection-texts';

export const postRejections: RejectionTexts = {
  createPost: (message) => ({
    title: POST_TEXTS.createErrorTitle,
    description: message,
    duration: TOAST_POST_DURATION_MS,
  }),
  updatePost: () => ({ ...POST_TEXTS.editFailed, duration: TOAST_POST_DURATION_MS }),
  deletePost: (message) => ({
    title: GENERIC_ERROR.error,
    description: message || POST_TEXTS.deleteFailedFallback,
    duration: TOAST_POST_DURATION_MS,
  }),
  // Over the hourly limit, or the post is gone or hidden: the server's words say which.
  likePost: (message) => ({
    title: 'Your like was not saved',
    description: message,
    duration: TOAST_POST_DURATION_MS,
  }),
};
