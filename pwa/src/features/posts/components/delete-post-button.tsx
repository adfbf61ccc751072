import { Portal } from '@ark-ui/react/portal';
import { POST_TEXTS } from '@greenroom/shared-model/texts';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';

/** Owner's Delete, behind the spec's confirmation. */
export function DeletePostButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="xs" aria-label="Delete post">
          Delete
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete Post</Dialog.Title>
              <Dialog.Description>{POST_TEXTS.deleteConfirm}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.CloseTrigger>
              <Button
                variant="danger"
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await onConfirm();
                    setOpen(false);
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
