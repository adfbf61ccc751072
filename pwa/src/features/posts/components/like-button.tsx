// "Like" on a post (#34), optimistic and offline like every write. Disabled on a post the server
// does not have yet.

import { useMemberDb } from '../../../sync/sync-context';
import { likeView, useMyLikes } from '../../../sync/use-my-likes';
import { LikeToggle } from '../../../ui/like-toggle';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { likePost, unlikePost } from '../actions/like-post';

export function LikeButton({
  postId,
  likeCount,
  pending,
  countId,
}: {
  postId: string;
  likeCount: number | undefined;
  pending: boolean;
  countId?: string;
}) {
  const me = useSignedInUser();
  const db = useMemberDb();
  const likes = useMyLikes('post');
  const { liked, count } = likeView(likes, postId, likeCount);
  const toggle = async () => {
    if (!db) return;
    try {
      if (liked) await unlikePost(db, postId);
      else await likePost(db, me.id, postId);
    } catch {
      toast({ type: 'error', title: 'Could not save your like', description: 'Please try again.' });
    }
  };
  return (
    <LikeToggle
      liked={liked}
      count={count}
      disabled={!db || !likes || pending}
      onToggle={() => void toggle()}
      countId={countId}
    />
  );
}
