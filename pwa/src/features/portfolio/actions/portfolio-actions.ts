// Portfolio writes: the item changes at once (pending) and the call waits in the outbox, in ONE
// Dexie transaction, built by the same row functions the server uses.
import {
  editedPortfolioItem,
  newPortfolioItem,
  reorderBody,
} from '@greenroom/shared-model/rows/portfolio';
import type {
  CreatePortfolioItemInput,
  PortfolioItem,
  UpdatePortfolioItemBody,
} from '@greenroom/shared-model/schemas/portfolio';
import type { MemberDb } from '../../../client-core/local-db/member-db';
import { enqueueCreate, enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import {
  captureUndo,
  deleteOptimistic,
  putPending,
  rowsOf,
} from '../../../client-core/outbox/undo';

export type PortfolioItemInput = Omit<CreatePortfolioItemInput, 'id'>;

/** Validates (throws the spec's message), then queues. */
export async function addPortfolioItem(
  db: MemberDb,
  userId: string,
  input: PortfolioItemInput,
  now: Date = new Date(),
): Promise<PortfolioItem> {
  const { row } = await enqueueCreate(
    db,
    'createPortfolioItem',
    'portfolioItems',
    input,
    (body, id) => newPortfolioItem({ ...body, id }, userId, now),
  );
  return row;
}

export async function editPortfolioItem(
  db: MemberDb,
  id: string,
  input: UpdatePortfolioItemBody,
): Promise<void> {
  await enqueueMutation(db, 'updatePortfolioItem', {
    params: { id },
    body: input,
    entity: 'portfolioItems',
    entityId: id,
    tables: ['portfolioItems'],
    undo: (tx) => captureUndo(tx, 'portfolioItems', id),
    apply: async (tx, body) => {
      const current = (await rowsOf(tx, 'portfolioItems').get(id)) as PortfolioItem | undefined;
      if (current) await putPending(tx, 'portfolioItems', editedPortfolioItem(current, body));
    },
  });
}

export async function deletePortfolioItem(db: MemberDb, id: string): Promise<void> {
  await enqueueMutation(db, 'deletePortfolioItem', {
    params: { id },
    entity: 'portfolioItems',
    entityId: id,
    tables: ['portfolioItems'],
    undo: (tx) => captureUndo(tx, 'portfolioItems', id),
    apply: (tx) => deleteOptimistic(tx, 'portfolioItems', id),
  });
}

/** The new order at once; a refusal puts every item back where it was. */
export async function reorderPortfolio(db: MemberDb, orderedIds: readonly string[]): Promise<void> {
  const body = reorderBody(orderedIds);
  await enqueueMutation(db, 'reorderPortfolio', {
    body,
    // The reply is the whole list, not one row: the rows' marks clear through `touched`.
    tables: ['portfolioItems'],
    undo: (tx) => captureUndo(tx, 'portfolioItems', orderedIds),
    apply: async (tx, parsed) => {
      const rows = rowsOf(tx, 'portfolioItems');
      for (const { id, sortOrder } of parsed.updates) {
        const current = (await rows.get(id)) as PortfolioItem | undefined;
        if (current) await putPending(tx, 'portfolioItems', { ...current, sortOrder });
      }
    },
  });
}
