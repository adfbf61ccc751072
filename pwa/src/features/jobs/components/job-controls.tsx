// What a member does with someone else's job (Save / Saved, Apply Now, Applied → Withdraw
// Application) and what its author does with their own (Edit, Delete), each through the outbox.
import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { TOAST_JOB_DURATION_MS } from '@greenroom/shared-model/constants';
import { JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import type { Job } from '@greenroom/shared-model/schemas/jobs';
import { Suspense, useState } from 'react';
import { trackJobClick } from '../../../client-core/analytics/track';
import { firstErrorMessage } from '../../../client-core/form-errors';
import { savedToast, writesWait } from '../../../sync/queued-words';
import { useMemberDb } from '../../../sync/sync-context';
import { BookmarkIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { CheckIcon, ChevronDownIcon, XIcon } from '../../../ui/icons';
import { lazy } from '../../../ui/lazy';
import * as Menu from '../../../ui/menu';
import { OwnerMenu as OwnerMenuTrigger } from '../../../ui/owner-menu';
import { toast } from '../../../ui/toast';
import { withdrawApplication } from '../../applications/actions/application-actions';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { shareItem } from '../../share/share-item';
import { deleteJob, saveJob, unsaveJob } from '../actions/job-actions';
import type { ReplicaApplication } from '../hooks/use-jobs';

/** A job's own page, shared or its link copied (issue 35). */
export const shareJob = (job: Job) => shareItem({ kind: 'job', id: job.id, title: job.title });

const ApplyDialog = lazy(() => import('./apply-dialog'));
const JobFormDialog = lazy(() => import('./job-form-dialog'));

/** Save / Saved: optimistic; a refusal reverts it with the spec's error. */
export function SaveToggle({ job, saved }: { job: Job; saved: boolean }) {
  const db = useMemberDb();
  const me = useSignedInUser();
  const toggle = async () => {
    if (!db) return;
    try {
      if (saved) await unsaveJob(db, job.id);
      else {
        trackJobClick(job.id, 'save');
        await saveJob(db, me.id, job);
      }
      toast({
        type: 'success',
        title: saved ? JOB_TEXTS.unsaved : JOB_TEXTS.saved,
        duration: TOAST_JOB_DURATION_MS,
      });
    } catch {
      toast({ type: 'error', ...JOB_TEXTS.saveToggleFailed });
    }
  };
  return (
    <Button
      size="sm"
      variant={saved ? 'subtle' : 'outline'}
      aria-pressed={saved}
      disabled={!db}
      onClick={toggle}
    >
      <BookmarkIcon aria-hidden="true" fill={saved ? 'currentColor' : 'none'} />
      {saved ? JOB_TEXTS.savedLabel : JOB_TEXTS.save}
    </Button>
  );
}

/** Apply Now, or the Applied menu with Withdraw Application (asks first). */
export function ApplyControls({
  job,
  application,
}: {
  job: Job;
  application: ReplicaApplication | undefined;
}) {
  const db = useMemberDb();
  const [applying, setApplying] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  if (!application) {
    return (
      <>
        <Button size="sm" disabled={!db} onClick={() => setApplying(true)}>
          {JOB_TEXTS.applyNow}
        </Button>
        {applying ? (
          <Suspense fallback={null}>
            <ApplyDialog job={job} open={applying} onOpenChange={setApplying} />
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <>
      <Menu.Root onSelect={(d) => d.value === 'withdraw' && setWithdrawing(true)}>
        <ArkMenu.Trigger asChild>
          <Button size="sm" variant="subtle">
            <CheckIcon aria-hidden="true" />
            {JOB_TEXTS.applied}
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </ArkMenu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="withdraw">
                <XIcon aria-hidden="true" />
                {JOB_TEXTS.withdrawApplication}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <WithdrawDialog application={application} open={withdrawing} onOpenChange={setWithdrawing} />
    </>
  );
}

/** The confirmation of a withdrawal; the application leaves at once and the call waits in the
 * outbox. */
export function WithdrawDialog({
  application,
  open,
  onOpenChange,
  errorTitle = JOB_TEXTS.withdrawFailedTitle,
}: {
  application: ReplicaApplication;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  errorTitle?: string;
}) {
  const db = useMemberDb();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={JOB_TEXTS.withdrawApplication}
      description={JOB_TEXTS.withdrawConfirm}
      confirmLabel={JOB_TEXTS.withdrawApplication}
      disabled={!db}
      onConfirm={async () => {
        if (!db) return;
        if (!(await db.applications.get(application.id))) {
          toast({ type: 'error', title: JOB_TEXTS.noApplicationToWithdraw });
          onOpenChange(false);
          return;
        }
        try {
          await withdrawApplication(db, application.id);
          toast(
            savedToast(
              { type: 'success', ...JOB_TEXTS.withdrawn, duration: TOAST_JOB_DURATION_MS },
              writesWait(),
              'sent',
            ),
          );
        } catch (error) {
          toast({ type: 'error', title: errorTitle, description: firstErrorMessage(error) });
          throw error;
        }
      }}
    />
  );
}

/** The author's menu: Edit Job Post and Delete Job Post. */
export function JobOwnerMenu({
  job,
  onDeleted,
  onShare,
}: {
  job: Job;
  onDeleted?: () => void;
  /** "Share" in the menu; none while the job waits to sync. */
  onShare?: () => void;
}) {
  const db = useMemberDb();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <OwnerMenuTrigger
        label={`Options for ${job.title}`}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
        onShare={onShare}
      />
      {editing ? (
        <Suspense fallback={null}>
          <JobFormDialog job={job} open={editing} onOpenChange={setEditing} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={JOB_TEXTS.deleteJobTitle}
        description={JOB_TEXTS.deleteConfirm}
        confirmLabel="Delete"
        disabled={!db}
        onConfirm={async () => {
          if (!db) return;
          try {
            await deleteJob(db, job.id);
            toast({
              type: 'success',
              title: JOB_TEXTS.jobDeleted,
              duration: TOAST_JOB_DURATION_MS,
            });
            onDeleted?.();
          } catch (error) {
            toast({
              type: 'error',
              title: JOB_TEXTS.deleteErrorTitle,
              description: firstErrorMessage(error),
            });
            throw error;
          }
        }}
      />
    </>
  );
}
