// The portfolio writes (spec part 1 §7 "Portfolio and media"): POST /api/portfolio, PUT and DELETE
// /api/portfolio/{id}, PUT /api/portfolio/reorder. Only the owner changes their portfolio.
import {
  newPortfolioItem,
  portfolioEdit,
  sortOrders,
} from '@greenroom/shared-model/rows/portfolio';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import {
  deletePortfolioItem,
  findPortfolioItem,
  insertPortfolioItemIfAbsent,
  listPortfolioItems,
  ownersOf,
  setSortOrders,
  updatePortfolioItem,
} from './portfolio.repo';
import { toPortfolioItem } from './portfolio.serialize';

const createPortfolioItemMutator = defineMutator('createPortfolioItem', {
  async run({ db, actor, body, now }) {
    const id = body.id ?? crypto.randomUUID();
    const item = newPortfolioItem({ ...body, id }, actor.id, now);
    const created = await insertPortfolioItemIfAbsent(db, {
      id,
      userId: actor.id,
      title: item.title,
      description: item.description,
      tags: item.tags,
      mediaUrl: item.mediaUrl,
      mediaType: item.mediaType,
      createdAt: now,
      updatedAt: now,
    });
    if (created) return reply(toPortfolioItem(created), 201);
    const existing = await findPortfolioItem(db, id);
    if (
      existing &&
      existing.userId === actor.id &&
      existing.title === item.title &&
      existing.mediaUrl === item.mediaUrl
    ) {
      return reply(toPortfolioItem(existing), 201);
    }
    return refuse(409, SERVER_TEXTS.idTaken);
  },
});

const updatePortfolioItemMutator = defineMutator('updatePortfolioItem', {
  async run({ db, actor, body, params, now }) {
    const id = idOf(params.id);
    const item = id ? await findPortfolioItem(db, id) : undefined;
    if (!id || !item) return refuse(404, SERVER_TEXTS.portfolioItemNotFound);
    if (item.userId !== actor.id) return refuse(403, SERVER_TEXTS.forbidden);
    const updated = await updatePortfolioItem(db, id, portfolioEdit(body), now);
    if (!updated) return refuse(404, SERVER_TEXTS.portfolioItemNotFound);
    return reply(toPortfolioItem(updated));
  },
});

const deletePortfolioItemMutator = defineMutator('deletePortfolioItem', {
  async run({ db, actor, params }) {
    const id = idOf(params.id);
    const item = id ? await findPortfolioItem(db, id) : undefined;
    if (!id || !item) return refuse(404, SERVER_TEXTS.portfolioItemNotFound);
    if (item.userId !== actor.id) return refuse(403, SERVER_TEXTS.forbidden);
    if (!(await deletePortfolioItem(db, id))) {
      return refuse(404, SERVER_TEXTS.portfolioItemNotFound);
    }
    return reply({ ok: true as const });
  },
});

/** All or nothing: every named item must exist and be the caller's. Replies the new order. */
const reorderPortfolioMutator = defineMutator('reorderPortfolio', {
  async run({ db, actor, body, now }) {
    const orders = sortOrders(body);
    const owners = await ownersOf(db, [...orders.keys()]);
    for (const id of orders.keys()) {
      const owner = owners.get(id);
      if (owner === undefined) return refuse(404, SERVER_TEXTS.portfolioItemNotFound);
      if (owner !== actor.id) return refuse(403, SERVER_TEXTS.reorderNotOwned);
    }
    await setSortOrders(db, actor.id, orders, now);
    return reply((await listPortfolioItems(db, actor.id)).map(toPortfolioItem));
  },
});

export const PORTFOLIO_MUTATORS = [
  createPortfolioItemMutator,
  reorderPortfolioMutator,
  updatePortfolioItemMutator,
  deletePortfolioItemMutator,
];
