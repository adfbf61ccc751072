// What a member is told when the server refuses this feature's writes for good (keyed by the
// mutation's name; pwa/src/sync/rejection-texts.ts gathers every feature's).
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import type { RejectionTexts } from '../../../sync/rejection-texts';

export const jobRejections: RejectionTexts = {
  createJob: (message) => ({ title: JOB_TEXTS.createErrorTitle, description: message }),
  updateJob: () => JOB_TEXTS.editFailed,
  deleteJob: (message) => ({ title: JOB_TEXTS.deleteErrorTitle, description: message }),
  saveJob: () => JOB_TEXTS.saveToggleFailed,
  unsaveJob: () => JOB_TEXTS.saveToggleFailed,
};
