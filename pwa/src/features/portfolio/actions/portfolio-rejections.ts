// What a member is told when the server refuses this feature's writes for good (keyed by the
// mutation's name; pwa/src/sync/rejection-texts.ts gathers every feature's).
import { PORTFOLIO_TEXTS } from '@greenroom/shared-model/texts';
import type { RejectionTexts } from '../../../sync/rejection-texts';

export const portfolioRejections: RejectionTexts = {
  createPortfolioItem: (message) => ({ title: PORTFOLIO_TEXTS.addFailed, description: message }),
  reorderPortfolio: () => ({ title: PORTFOLIO_TEXTS.reorderFailed }),
  updatePortfolioItem: (message) => ({ title: PORTFOLIO_TEXTS.updateFailed, description: message }),
  deletePortfolioItem: (message) => ({ title: PORTFOLIO_TEXTS.deleteFailed, description: message }),
};
