// The spec's error toast for a write the server refused for good (rolled back already), found by
// the write's mutation name, which the outbox keeps with each entry. Each feature keeps its texts
// beside its writes (features/*/actions/*-rejections.ts); a write without one, or an entry queued
// by an app version that did not keep names, gets the generic error with the server's message.
import type { MutationName } from '@greenroom/shared-model/schemas/mutations';
import { GENERIC_ERROR } from '@greenroom/shared-model/texts';
import type { Rejection } from '../client-core/local-db/member-db';
import { applicationRejections } from '../features/applications/actions/application-rejections';
import { collaborationRejections } from '../features/collaborations/actions/collaboration-rejections';
import { commentRejections } from '../features/comments/actions/comment-rejections';
import { connectionRejections } from '../features/connections/actions/connection-rejections';
import { courseRejections } from '../features/courses/actions/course-rejections';
import { endorsementRejections } from '../features/endorsements/actions/endorsement-rejections';
import { eventRejections } from '../features/events/actions/event-rejections';
import { jobRejections } from '../features/jobs/actions/job-rejections';
import { messageRejections } from '../features/messages/actions/message-rejections';
import { portfolioRejections } from '../features/portfolio/actions/portfolio-rejections';
import { postRejections } from '../features/posts/actions/post-rejections';
import { profileRejections } from '../features/profile/actions/profile-rejections';
import { settingsRejections } from '../features/settings/actions/settings-rejections';
import type { ToastInput } from '../ui/toast';

/** A feature's toasts for its refused writes; `message` is the server's ('' when it sent none). */
export type RejectionTexts = Partial<
  Record<MutationName, (message: string) => Omit<ToastInput, 'type'>>
>;

const TEXTS: RejectionTexts = {
  ...postRejections,
  ...eventRejections,
  ...endorsementRejections,
  ...commentRejections,
  ...messageRejections,
  ...jobRejections,
  ...applicationRejections,
  ...collaborationRejections,
  ...profileRejections,
  ...courseRejections,
  ...portfolioRejections,
  ...connectionRejections,
  ...settingsRejections,
};

type RejectionLike = Pick<Rejection, 'name' | 'message' | 'status'>;

/** "HTTP 422" is the drain's stand-in when the server sent no message: not worth showing. */
function serverMessage(rejection: RejectionLike): string {
  return /^HTTP \d{3}$/.test(rejection.message) ? '' : rejection.message;
}

export function rejectionToast(rejection: RejectionLike): ToastInput {
  const message = serverMessage(rejection);
  const text = (rejection.name && TEXTS[rejection.name]?.(message)) || {
    title: GENERIC_ERROR.error,
    description: message || GENERIC_ERROR.description,
  };
  return { ...text, type: 'error' };
}
