import type { ApplicationStatus } from '@greenroom/shared-model/catalogues';
import { TOAST_JOB_DURATION_MS } from '@greenroom/shared-model/constants';
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import type { MemberDb } from '../../../client-core/local-db/member-db';
import { savedToast, writesWait } from '../../../sync/queued-words';
import { toast } from '../../../ui/toast';
import { decideApplication } from './application-actions';

const SUCCESS: Record<ApplicationStatus, string> = {
  accepted: JOB_TEXTS.applicationAccepted,
  rejected: JOB_TEXTS.applicationRejected,
  pending: JOB_TEXTS.applicationReverted,
};

/** Accept, reject or revert, with the spec's toasts. */
export async function decideWithToast(db: MemberDb, id: string, status: ApplicationStatus) {
  try {
    await decideApplication(db, id, status);
    toast(
      savedToast(
        { type: 'success', title: SUCCESS[status], duration: TOAST_JOB_DURATION_MS },
        writesWait(),
        'sent',
      ),
    );
  } catch {
    toast({ type: 'error', ...JOB_TEXTS.statusUpdateFailed });
  }
}
