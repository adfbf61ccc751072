// The author's Edit Post and Delete Post (spec part 2 §2, §4): the edit shows on the card at
// once; the delete removes it at once; a refusal rolls either back with the spec's notice.
import { TOAST_POST_DURATION_MS } from '@greenroom/shared-model/constants';
import type { Post } from '@greenroom/shared-model/schemas/posts';
import { GENERIC_ERROR, POST_TEXTS } from '@greenroom/shared-model/texts';
import { Suspense, useState } from 'react';
import { firstErrorMessage } from '../../../client-core/form-errors';
import { useMemberDb } from '../../../sync/sync-context';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { lazy } from '../../../ui/lazy';
import { OwnerMenu } from '../../../ui/owner-menu';
import { toast } from '../../../ui/toast';
import { deletePost } from '../actions/delete-post';

const PostFormDialog = lazy(() => import('./post-form-dialog'));

export function PostOwnerMenu({
  post,
  onDeleted,
  onShare,
}: {
  post: Post;
  onDeleted?: () => void;
  /** "Share" in the menu; none while the post waits to sync. */
  onShare?: () => void;
}) {
  const db = useMemberDb();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <OwnerMenu
        label="Post options"
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
        onShare={onShare}
      />
      {editing ? (
        <Suspense fallback={null}>
          <PostFormDialog post={post} open={editing} onOpenChange={setEditing} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete Post"
        description={POST_TEXTS.deleteConfirm}
        confirmLabel="Delete"
        disabled={!db}
        onConfirm={async () => {
          if (!db) return;
          try {
            await deletePost(db, post.id);
            toast({ type: 'success', ...POST_TEXTS.deleted, duration: TOAST_POST_DURATION_MS });
            onDeleted?.();
          } catch (error) {
            toast({
              type: 'error',
              title: GENERIC_ERROR.error,
              description: firstErrorMessage(error) ?? POST_TEXTS.deleteFailedFallback,
            });
            throw error;
          }
        }}
      />
    </>
  );
}
