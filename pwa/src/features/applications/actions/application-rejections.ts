// What a member is told when the server refuses this feature's writes for good (keyed by the
// mutation's name; pwa/src/sync/rejection-texts.ts gathers every feature's).
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import type { RejectionTexts } from '../../../sync/rejection-texts';

export const applicationRejections: RejectionTexts = {
  applyToJob: (message) => ({ title: JOB_TEXTS.applyFailedTitle, description: message }),
  withdrawApplication: (message) => ({
    title: JOB_TEXTS.withdrawFailedTitle,
    description: message,
  }),
  decideApplication: () => JOB_TEXTS.statusUpdateFailed,
};
