// What a member is told when the server refuses this feature's writes for good (keyed by the
// mutation's name; pwa/src/sync/rejection-texts.ts gathers every feature's).
import { ENDORSEMENT_TEXTS } from '@greenroom/shared-model/endorsement-texts';
import type { RejectionTexts } from '../../../sync/rejection-texts';

export const endorsementRejections: RejectionTexts = {
  // No longer connected, the skill left the profile, or the hourly limit: the server says which.
  endorseSkill: (message) => ({ title: ENDORSEMENT_TEXTS.refused, description: message }),
};
