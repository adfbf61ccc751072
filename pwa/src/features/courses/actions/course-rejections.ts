// What a member is told when the server refuses this feature's writes for good (keyed by the
// mutation's name; pwa/src/sync/rejection-texts.ts gathers every feature's).
import { COURSE_TEXTS } from '@greenroom/shared-model/texts';
import type { RejectionTexts } from '../../../sync/rejection-texts';

export const courseRejections: RejectionTexts = {
  createCourse: (message) => ({ title: COURSE_TEXTS.addError, description: message }),
  updateCourse: (message) => ({ title: COURSE_TEXTS.updateError, description: message }),
  deleteCourse: (message) => ({ title: COURSE_TEXTS.removeError, description: message }),
};
