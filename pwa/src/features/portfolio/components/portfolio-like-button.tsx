// "Like" on a portfolio piece (#34), in the viewer; optimistic and offline like every write.
import type { PortfolioItem } from '@greenroom/shared-model/schemas/portfolio';
import { useMemberDb } from '../../../sync/sync-context';
import { likeView, useMyLikes } from '../../../sync/use-my-likes';
import { LikeToggle } from '../../../ui/like-toggle';
import { toast } from '../../../ui/toast';
import { useSignedInUser } from '../../auth/hooks/use-current-user';
import { likePortfolioItem, unlikePortfolioItem } from '../actions/like-portfolio-item';

export function PortfolioLikeButton({ item }: { item: PortfolioItem & { pending?: unknown } }) {
  const me = useSignedInUser();
  const db = useMemberDb();
  const likes = useMyLikes('portfolioItem');
  const { liked, count } = likeView(likes, item.id, item.likeCount);
  const toggle = async () => {
    if (!db) return;
    try {
      if (liked) await unlikePortfolioItem(db, item.id);
      else await likePortfolioItem(db, me.id, item.id);
    } catch {
      toast({ type: 'error', title: 'Could not save your like', description: 'Please try again.' });
    }
  };
  return (
    <LikeToggle
      liked={liked}
      count={count}
      disabled={!db || !likes || Boolean(item.pending)}
      onToggle={() => void toggle()}
    />
  );
}
