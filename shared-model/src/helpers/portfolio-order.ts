// The order of a member's portfolio (spec part 2 §3 "Portfolio"), as the profile page sorts the
// replica's rows.
import type { PortfolioItem } from '../schemas/portfolio';

/** Portfolio order: sortOrder ascending, missing last, then older first. */
export function comparePortfolioItems(
  a: Pick<PortfolioItem, 'sortOrder' | 'createdAt'>,
  b: Pick<PortfolioItem, 'sortOrder' | 'createdAt'>,
): number {
  const sa = a.sortOrder ?? Number.POSITIVE_INFINITY;
  const sb = b.sortOrder ?? Number.POSITIVE_INFINITY;
  if (sa !== sb) return sa < sb ? -1 : 1;
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
}
