// Likes of portfolio items (#34): POST and DELETE /api/portfolio/{id}/like. The owner hears of
// them in one grouped notification per item, as a post's author does (ADR 040).
import { likeText, NOTIFICATION_TEXTS, SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { notify } from '../notifications/notify';
import { isBlockedBetween } from '../privacy/blocks.repo';
import { findUserById } from '../users/users.repo';
import { findPortfolioItem } from './portfolio.repo';
import { toPortfolioItemLike } from './portfolio.serialize';
import { itemLikesExcept, likePortfolioItem, unlikePortfolioItem } from './portfolio-likes.repo';

const likePortfolioItemMutator = defineMutator('likePortfolioItem', {
  limit: 'likes',
  async run({ db, actor, params, now }) {
    const id = idOf(params.id);
    const item = id ? await findPortfolioItem(db, id) : undefined;
    const owner = item ? await findUserById(db, item.userId) : undefined;
    if (
      !item ||
      !owner ||
      owner.deletedAt ||
      !owner.isVerified ||
      (await isBlockedBetween(db, actor.id, owner.id))
    ) {
      return refuse(404, SERVER_TEXTS.portfolioItemNotFound);
    }
    const { like, created } = await likePortfolioItem(db, item.id, actor.id, now);
    if (created && owner.id !== actor.id) {
      const others = (await itemLikesExcept(db, item.id, owner.id)) - 1;
      await notify(db, {
        recipientId: owner.id,
        actorId: actor.id,
        type: 'like',
        title: NOTIFICATION_TEXTS.likeTitle,
        message: likeText(
          `${actor.firstName} ${actor.lastName}`.trim(),
          others,
          `your portfolio piece “${item.title}”`,
        ),
        data: { portfolioItemId: item.id, likerId: actor.id },
        group: `like:portfolio:${item.id}`,
      });
    }
    return reply(toPortfolioItemLike(like), created ? 201 : 200);
  },
});

const unlikePortfolioItemMutator = defineMutator('unlikePortfolioItem', {
  async run({ db, actor, params }) {
    const id = idOf(params.id);
    if (!id) return refuse(404, SERVER_TEXTS.portfolioItemNotFound);
    // Unliking an item that is gone, or was never liked, leaves the same state: a success.
    await unlikePortfolioItem(db, id, actor.id);
    return reply({ ok: true as const });
  },
});

export const PORTFOLIO_LIKE_MUTATORS = [likePortfolioItemMutator, unlikePortfolioItemMutator];
