import { Portal } from '@ark-ui/react/portal';
import type { PortfolioItem } from '@greenroom/shared-model/schemas/portfolio';
import { PORTFOLIO_TEXTS } from '@greenroom/shared-model/texts';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import * as Dialog from '../../../ui/dialog';
import { toast } from '../../../ui/toast';
import { useMemberDb } from '../../sync/sync-context';
import { deletePortfolioItem } from '../actions/portfolio-actions';

/** The owner's Delete, behind the Delete Portfolio Item confirmation. */
export function DeletePortfolioItemButton({ item }: { item: PortfolioItem }) {
  const db = useMemberDb();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="xs" aria-label={`Delete ${item.title}`}>
          Delete
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{PORTFOLIO_TEXTS.deleteTitle}</Dialog.Title>
              <Dialog.Description>
                Delete “{item.title}” from your portfolio? This cannot be undone.
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.CloseTrigger>
              <Button
                variant="danger"
                disabled={!db}
                onClick={async () => {
                  if (!db) return;
                  try {
                    await deletePortfolioItem(db, item.id);
                    toast({ type: 'success', title: PORTFOLIO_TEXTS.deleted });
                    setOpen(false);
                  } catch {
                    toast({ type: 'error', title: PORTFOLIO_TEXTS.deleteFailed });
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
