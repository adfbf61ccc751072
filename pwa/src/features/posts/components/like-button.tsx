// "Like" on a post (#34): a toggle (aria-pressed) and the count beside it; optimistic and offline
// like every write. Disabled on a post the server does not have yet.
import { likeCountText } from '@greenroom/shared-model/texts';
import { css } from '../../../../styled-system/css';
import { useMemberDb } from '../../../sync/sync-context';
import { HeartIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { likePost, unlikePost } from '../actions/like-post';
import { likeView, useMyLikes } from '../hooks/use-my-likes';

export function LikeButton({
  postId,
  likeCount,
  pending,
  countId,
}: {
  postId: string;
  likeCount: number | undefined;
  pending: boolean;
  /** The count's element id, for the post page's "Liked by" to describe. */
  countId?: string;
}) {
  const me = useSignedInUser();
  const db = useMemberDb();
  const likes = useMyLikes();
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
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={liked}
        disabled={!db || !likes || pending}
        onClick={toggle}
        className={css({ color: liked ? 'accent.text' : 'fg.muted', minH: '11', px: '2' })}
      >
        <HeartIcon aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
        Like
      </Button>
      <span id={countId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {likeCountText(count)}
      </span>
    </div>
  );
}
