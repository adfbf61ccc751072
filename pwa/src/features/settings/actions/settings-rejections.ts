// What a member is told when the server refuses this feature's writes for good (keyed by the
// mutation's name; pwa/src/sync/rejection-texts.ts gathers every feature's).
import { GENERIC_ERROR, SETTINGS_TEXTS } from '@greenroom/shared-model/texts';
import type { RejectionTexts } from '../../../sync/rejection-texts';

export const settingsRejections: RejectionTexts = {
  setProfileViewPrivacy: (message) => ({
    title: GENERIC_ERROR.error,
    description: message || SETTINGS_TEXTS.privacyFailed,
  }),
  setEmailPreferences: (message) => ({
    title: GENERIC_ERROR.error,
    description: message || SETTINGS_TEXTS.emailFailed,
  }),
};
