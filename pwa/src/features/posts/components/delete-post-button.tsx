import { POST_TEXTS } from '@greenroom/shared-model/texts';
import { ConfirmButton } from '../../../ui/confirm-dialog';

/** Owner's Delete, behind the spec's confirmation. */
export function DeletePostButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
  return (
    <ConfirmButton
      label="Delete"
      triggerLabel="Delete post"
      title="Delete Post"
      description={POST_TEXTS.deleteConfirm}
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />
  );
}
