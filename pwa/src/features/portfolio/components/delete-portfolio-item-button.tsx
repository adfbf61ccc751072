import type { PortfolioItem } from '@greenroom/shared-model/schemas/portfolio';
import { PORTFOLIO_TEXTS } from '@greenroom/shared-model/texts';
import { useMemberDb } from '../../../sync/sync-context';
import { ConfirmButton } from '../../../ui/confirm-dialog';
import { toast } from '../../../ui/toast';
import { deletePortfolioItem } from '../actions/portfolio-actions';

/** The owner's Delete, behind the Delete Portfolio Item confirmation. */
export function DeletePortfolioItemButton({ item }: { item: PortfolioItem }) {
  const db = useMemberDb();
  return (
    <ConfirmButton
      label="Delete"
      triggerLabel={`Delete ${item.title}`}
      title={PORTFOLIO_TEXTS.deleteTitle}
      description={`Delete “${item.title}” from your portfolio? This cannot be undone.`}
      confirmLabel="Delete"
      disabled={!db}
      onConfirm={async () => {
        if (!db) return;
        try {
          await deletePortfolioItem(db, item.id);
          toast({ type: 'success', title: PORTFOLIO_TEXTS.deleted });
        } catch (error) {
          toast({ type: 'error', title: PORTFOLIO_TEXTS.deleteFailed });
          throw error;
        }
      }}
    />
  );
}
