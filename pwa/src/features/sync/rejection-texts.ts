// The spec's error toast for a write the server refused for good (rolled back already). Plain
// patterns, not the shared mutation table: that one carries the zod schemas of every call.
import { TOAST_POST_DURATION_MS } from '@greenroom/shared-model/constants';
import { COLLABORATION_TEXTS, JOB_TEXTS } from '@greenroom/shared-model/job-texts';
import {
  CONNECTION_TEXTS,
  COURSE_TEXTS,
  GENERIC_ERROR,
  PORTFOLIO_TEXTS,
  POST_TEXTS,
  PROFILE_TEXTS,
  SETTINGS_TEXTS,
} from '@greenroom/shared-model/texts';
import type { Rejection } from '../../client-core/local-db/member-db';
import type { ToastInput } from '../../ui/toast';

type RejectionLike = Pick<Rejection, 'method' | 'path' | 'message' | 'status'>;

interface RejectionText {
  method: Rejection['method'];
  path: RegExp;
  toast(message: string): Omit<ToastInput, 'type'>;
}

const ID = '[^/]+';

/** One line per outbox write a feature makes; features add theirs here. */
const TEXTS: readonly RejectionText[] = [
  {
    method: 'POST',
    path: /^\/api\/posts$/,
    toast: (message) => ({
      title: POST_TEXTS.createErrorTitle,
      description: message,
      duration: TOAST_POST_DURATION_MS,
    }),
  },
  {
    method: 'PUT',
    path: new RegExp(`^/api/posts/${ID}$`),
    toast: () => ({ ...POST_TEXTS.editFailed, duration: TOAST_POST_DURATION_MS }),
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/api/posts/${ID}$`),
    toast: (message) => ({
      title: GENERIC_ERROR.error,
      description: message || POST_TEXTS.deleteFailedFallback,
      duration: TOAST_POST_DURATION_MS,
    }),
  },
  {
    method: 'POST',
    path: /^\/api\/jobs$/,
    toast: (message) => ({ title: JOB_TEXTS.createErrorTitle, description: message }),
  },
  {
    method: 'PUT',
    path: new RegExp(`^/api/jobs/${ID}$`),
    toast: () => JOB_TEXTS.editFailed,
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/api/jobs/${ID}$`),
    toast: (message) => ({ title: JOB_TEXTS.deleteErrorTitle, description: message }),
  },
  {
    method: 'POST',
    path: new RegExp(`^/api/jobs/${ID}/save$`),
    toast: () => JOB_TEXTS.saveToggleFailed,
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/api/jobs/${ID}/save$`),
    toast: () => JOB_TEXTS.saveToggleFailed,
  },
  {
    method: 'POST',
    path: new RegExp(`^/api/jobs/${ID}/apply$`),
    toast: (message) => ({ title: JOB_TEXTS.applyFailedTitle, description: message }),
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/api/applications/${ID}$`),
    toast: (message) => ({ title: JOB_TEXTS.withdrawFailedTitle, description: message }),
  },
  {
    method: 'PATCH',
    path: new RegExp(`^/api/applications/${ID}$`),
    toast: () => JOB_TEXTS.statusUpdateFailed,
  },
  {
    method: 'POST',
    path: new RegExp(`^/api/collaborations/${ID}/confirm$`),
    toast: (message) => ({ title: COLLABORATION_TEXTS.confirmFailed, description: message }),
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/api/collaborations/${ID}$`),
    toast: (message) => ({ title: COLLABORATION_TEXTS.removeFailed, description: message }),
  },
  {
    method: 'PUT',
    path: /^\/api\/users\/profile$/,
    toast: (message) => ({ title: PROFILE_TEXTS.updateError, description: message }),
  },
  {
    method: 'POST',
    path: /^\/api\/courses$/,
    toast: (message) => ({ title: COURSE_TEXTS.addError, description: message }),
  },
  {
    method: 'PUT',
    path: new RegExp(`^/api/courses/${ID}$`),
    toast: (message) => ({ title: COURSE_TEXTS.updateError, description: message }),
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/api/courses/${ID}$`),
    toast: (message) => ({ title: COURSE_TEXTS.removeError, description: message }),
  },
  {
    method: 'POST',
    path: /^\/api\/portfolio$/,
    toast: (message) => ({ title: PORTFOLIO_TEXTS.addFailed, description: message }),
  },
  {
    method: 'PUT',
    path: /^\/api\/portfolio\/reorder$/,
    toast: () => ({ title: PORTFOLIO_TEXTS.reorderFailed }),
  },
  {
    method: 'PUT',
    path: new RegExp(`^/api/portfolio/${ID}$`),
    toast: (message) => ({ title: PORTFOLIO_TEXTS.updateFailed, description: message }),
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/api/portfolio/${ID}$`),
    toast: (message) => ({ title: PORTFOLIO_TEXTS.deleteFailed, description: message }),
  },
  {
    method: 'POST',
    path: /^\/api\/connections$/,
    toast: (message) => ({
      title: CONNECTION_TEXTS.sendErrorTitle,
      description: message || CONNECTION_TEXTS.sendErrorFallback,
    }),
  },
  {
    method: 'PUT',
    path: new RegExp(`^/api/connections/${ID}$`),
    toast: (message) => ({ title: CONNECTION_TEXTS.respondErrorTitle, description: message }),
  },
  {
    method: 'POST',
    path: /^\/api\/privacy\/profile-views$/,
    toast: (message) => ({
      title: GENERIC_ERROR.error,
      description: message || SETTINGS_TEXTS.privacyFailed,
    }),
  },
  {
    method: 'POST',
    path: /^\/api\/user\/email-preferences$/,
    toast: (message) => ({
      title: GENERIC_ERROR.error,
      description: message || SETTINGS_TEXTS.emailFailed,
    }),
  },
];

/** "HTTP 422" is the drain's stand-in when the server sent no message: not worth showing. */
function serverMessage(rejection: RejectionLike): string {
  return /^HTTP \d{3}$/.test(rejection.message) ? '' : rejection.message;
}

export function rejectionToast(rejection: RejectionLike): ToastInput {
  const message = serverMessage(rejection);
  const match = TEXTS.find((t) => t.method === rejection.method && t.path.test(rejection.path));
  const text = match?.toast(message) ?? {
    title: GENERIC_ERROR.error,
    description: message || GENERIC_ERROR.description,
  };
  return { ...text, type: 'error' };
}
