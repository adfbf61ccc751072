// INTERFACE PLACEHOLDER (replaced by the portfolio work of issue 9): the Portfolio section of a
// profile page; the owner adds, edits, deletes and reorders.
export interface PortfolioSectionProps {
  userId: string;
  isOwner: boolean;
}

export function PortfolioSection(_props: PortfolioSectionProps) {
  return null;
}
