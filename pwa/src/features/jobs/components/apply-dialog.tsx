// 'Apply to Job': a message (labelled required, not checked: spec part 2 §5) and Submit
// Application. The application shows at once; the call waits in the outbox.
import { Portal } from '@ark-ui/react/portal';
import { TOAST_JOB_DURATION_MS } from '@greenroom/shared-model/constants';
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import type { Job } from '@greenroom/shared-model/schemas/jobs';
import { useState } from 'react';
import { trackJobClick, usingFeature } from '../../../client-core/analytics/track';
import { firstErrorMessage } from '../../../client-core/form-errors';
import { savedToast, writesWait } from '../../../sync/queued-words';
import { useMemberDb } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';
import { TextAreaField } from '../../../ui/field';
import { toast } from '../../../ui/toast';
import { applyToJob } from '../../applications/actions/application-actions';
import { useSignedInUser } from '../../auth/hooks/use-current-user';

export default function ApplyDialog({
  job,
  open,
  onOpenChange,
}: {
  job: Job;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const db = useMemberDb();
  const me = useSignedInUser();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!db) return;
    setBusy(true);
    try {
      trackJobClick(job.id, 'apply');
      await usingFeature('job_apply', () => applyToJob(db, me, job, message));
      toast(
        savedToast(
          { type: 'success', ...JOB_TEXTS.appliedSuccess, duration: TOAST_JOB_DURATION_MS },
          writesWait(),
          'sent',
        ),
      );
      setMessage('');
      onOpenChange(false);
    } catch (error) {
      toast({
        type: 'error',
        title: JOB_TEXTS.applyFailedTitle,
        description: firstErrorMessage(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{JOB_TEXTS.applyTitle}</Dialog.Title>
              <Dialog.Description>{job.title}</Dialog.Description>
            </Dialog.Header>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <Dialog.Body>
                <TextAreaField
                  label="Message"
                  required
                  placeholder={JOB_TEXTS.applyPlaceholder}
                  value={message}
                  onChange={(e) => setMessage(e.target.value)}
                />
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.CloseTrigger>
                <Button type="submit" loading={busy} disabled={!db}>
                  {JOB_TEXTS.submitApplication}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
