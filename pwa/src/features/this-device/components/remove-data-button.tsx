// "Remove my data from this device": a confirmation; with changes still waiting, one last try to
// send them, then — if some are still waiting — the same dialog asks a second time and says
// plainly what is lost ("Remove anyway").
import { useState } from 'react';
import { useSync, useSyncStatus } from '../../../sync/sync-context';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { DEVICE_TEXTS, unsentDescription, unsentTitle } from '../device-texts';
import { removeDeviceData } from '../remove-device-data';

/** Keeps the dialog open (ConfirmDialog stays on a rejection) for the second question. */
class AskAgain extends Error {}

export function RemoveDataButton() {
  const me = useSignedInUser();
  const sync = useSync();
  const { pending } = useSyncStatus();
  const [open, setOpen] = useState(false);
  /** Changes still waiting after the last try to send them: the second question is shown. */
  const [unsent, setUnsent] = useState(0);

  async function remove() {
    try {
      await removeDeviceData(me.id, sync?.db ?? null);
    } catch (error) {
      console.error('Could not remove the data of this device', error);
      toast({ type: 'error', title: 'Error', description: DEVICE_TEXTS.removeFailed });
      throw error;
    }
  }

  async function confirm() {
    if (unsent > 0) return remove();
    // Sends what it can first (online); resolves at once with 0 when nothing is waiting.
    const left = pending > 0 && sync ? await sync.flushBeforeSignOut().catch(() => pending) : 0;
    if (left > 0) {
      setUnsent(left);
      throw new AskAgain();
    }
    await remove();
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {DEVICE_TEXTS.remove}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setUnsent(0);
        }}
        title={unsent > 0 ? unsentTitle(unsent) : DEVICE_TEXTS.removeTitle}
        description={
          unsent > 0 ? (
            // Said at once to screen readers: the question changed under the member's focus.
            <span role="alert">{unsentDescription(unsent)}</span>
          ) : (
            DEVICE_TEXTS.removeDescription
          )
        }
        confirmLabel={unsent > 0 ? DEVICE_TEXTS.unsentConfirm : DEVICE_TEXTS.removeConfirm}
        onConfirm={confirm}
      />
    </>
  );
}
