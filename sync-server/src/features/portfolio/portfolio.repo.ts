// Drizzle queries of portfolio items; every function takes the pool or the request's transaction.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { portfolioItems } from '../../db/schema/profiles';
import type { NewPortfolioItemRow, PortfolioItemRow } from './portfolio.serialize';

export async function insertPortfolioItemIfAbsent(
  db: AppDb,
  values: NewPortfolioItemRow,
): Promise<PortfolioItemRow | null> {
  const [row] = await db.insert(portfolioItems).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findPortfolioItem(
  db: AppDb,
  id: string,
): Promise<PortfolioItemRow | undefined> {
  const [row] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, id)).limit(1);
  return row;
}

/** A member's items in portfolio order: sortOrder ascending, missing last, then older first. */
export async function listPortfolioItems(db: AppDb, userId: string): Promise<PortfolioItemRow[]> {
  return db
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.userId, userId))
    .orderBy(
      sql`${portfolioItems.sortOrder} asc nulls last`,
      asc(portfolioItems.createdAt),
      asc(portfolioItems.id),
    );
}

export type PortfolioPatch = Partial<
  Pick<NewPortfolioItemRow, 'title' | 'description' | 'tags' | 'mediaUrl' | 'mediaType'>
>;

export async function updatePortfolioItem(
  db: AppDb,
  id: string,
  patch: PortfolioPatch,
  now: Date,
): Promise<PortfolioItemRow | undefined> {
  const [row] = await db
    .update(portfolioItems)
    .set({ ...patch, updatedAt: now })
    .where(eq(portfolioItems.id, id))
    .returning();
  return row;
}

export async function deletePortfolioItem(db: AppDb, id: string): Promise<boolean> {
  const rows = await db
    .delete(portfolioItems)
    .where(eq(portfolioItems.id, id))
    .returning({ id: portfolioItems.id });
  return rows.length > 0;
}

/** Owners of the given items (locked for the reorder that follows). */
export async function ownersOf(db: AppDb, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: portfolioItems.id, userId: portfolioItems.userId })
    .from(portfolioItems)
    .where(inArray(portfolioItems.id, [...ids]))
    .for('update');
  return new Map(rows.map((r) => [r.id, r.userId]));
}

/** Sets each item's sortOrder in one statement. */
export async function setSortOrders(
  db: AppDb,
  userId: string,
  orders: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const ids = [...orders.keys()];
  const cases = sql.join(
    ids.map((id) => sql`when ${portfolioItems.id} = ${id} then ${orders.get(id)}::int`),
    sql` `,
  );
  await db
    .update(portfolioItems)
    .set({ sortOrder: sql`case ${cases} end`, updatedAt: now })
    .where(and(eq(portfolioItems.userId, userId), inArray(portfolioItems.id, ids)));
}
