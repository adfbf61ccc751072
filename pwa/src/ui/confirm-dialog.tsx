import { Portal } from '@ark-ui/react/portal';
import { type ReactNode, useState } from 'react';
import { Button } from './button';
import * as Dialog from './dialog';

/**
 * A small trigger button and the confirmation it opens (an alertdialog): Cancel, or the
 * confirming action, which closes the dialog once `onConfirm` resolves.
 */
export function ConfirmButton({
  label,
  triggerLabel,
  title,
  description,
  confirmLabel,
  disabled,
  onConfirm,
}: {
  /** The trigger's visible text. */
  label: ReactNode;
  /** The trigger's accessible name when the text alone is ambiguous ("Delete Reel"). */
  triggerLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  disabled?: boolean;
  /** Resolves when done; a rejection keeps the dialog open. */
  onConfirm: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="xs" aria-label={triggerLabel}>
          {label}
        </Button>
      </Dialog.Trigger>
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
                    setOpen(false);
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
