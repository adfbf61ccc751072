// What a member is told when the server refuses a comment write for good (it is rolled back):
// the server's words say why (over the hourly limit, the post gone or hidden, too long).
import { COMMENT_TEXTS } from '@greenroom/shared-model/texts';
import type { RejectionTexts } from '../../../sync/rejection-texts';

export const commentRejections: RejectionTexts = {
  createComment: (message) => ({ title: COMMENT_TEXTS.rejectedTitle, description: message }),
  updateComment: (message) => ({ title: 'Your edit was not saved', description: message }),
  deleteComment: (message) => ({ title: 'The comment was not deleted', description: message }),
};
