import { Portal } from '@ark-ui/react/portal';
import { type ReactNode, useState } from 'react';
import { Button } from './button';
import * as Dialog from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  disabled?: boolean;
  /** Resolves when done; a rejection keeps the dialog open. */
  onConfirm: () => Promise<void>;
}

/** A confirmation (an alertdialog): Cancel, or the confirming action, which closes the dialog
 * once `onConfirm` resolves. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  disabled,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
              <Dialog.Description>{description}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.CloseTrigger>
              <Button
                variant="danger"
                loading={busy}
                disabled={disabled}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await onConfirm();
                    onOpenChange(false);
                  } catch {
                    // The caller has said what went wrong; the dialog stays for another try.
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A small trigger button and the confirmation it opens. */
export function ConfirmButton({
  label,
  triggerLabel,
  ...dialog
}: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & {
  /** The trigger's visible text. */
  label: ReactNode;
  /** The trigger's accessible name when the text alone is ambiguous ("Delete Reel"). */
  triggerLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="xs" aria-label={triggerLabel} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} {...dialog} />
    </>
  );
}
