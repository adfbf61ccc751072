// What a member is told when the server refuses this feature's writes for good (keyed by the
// mutation's name; pwa/src/sync/rejection-texts.ts gathers every feature's).
import type { RejectionTexts } from '../../../sync/rejection-texts';

export const eventRejections: RejectionTexts = {
  // The event has taken place, is gone or hidden, or the hourly limit: the server's words say which.
  rsvpEvent: (message) => ({ title: 'Your answer was not saved', description: message }),
};
