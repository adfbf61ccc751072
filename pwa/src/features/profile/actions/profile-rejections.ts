// What a member is told when the server refuses this feature's writes for good (keyed by the
// mutation's name; pwa/src/sync/rejection-texts.ts gathers every feature's).
import { PROFILE_TEXTS } from '@greenroom/shared-model/texts';
import type { RejectionTexts } from '../../../sync/rejection-texts';

export const profileRejections: RejectionTexts = {
  updateProfile: (message) => ({ title: PROFILE_TEXTS.updateError, description: message }),
};
