// Every server mutator. Only these can be called over REST or pushed through sync; a write of
// shared-model's MUTATIONS without one here (a feature not built yet) answers 404 over REST and a
// recorded 400 through push.
import { literalPathsFirst, matchCall } from '@greenroom/shared-model/schemas/mutations';
import { ADMIN_MUTATORS } from '../features/admin/admin.mutators';
import { APPLICATION_MUTATORS } from '../features/applications/applications.mutators';
import { COLLABORATION_MUTATORS } from '../features/collaborations/collaborations.mutators';
import { COMMENT_MUTATORS } from '../features/comments/comments.mutators';
import { CONNECTION_MUTATORS } from '../features/connections/connections.mutators';
import { COURSE_MUTATORS } from '../features/courses/courses.mutators';
import { ENDORSEMENT_MUTATORS } from '../features/endorsements/endorsements.mutators';
import { EVENT_RSVP_MUTATORS } from '../features/events/event-rsvps.mutators';
import { EVENT_MUTATORS } from '../features/events/events.mutators';
import { JOB_MUTATORS } from '../features/jobs/jobs.mutators';
import { MESSAGE_MUTATORS } from '../features/messages/messages.mutators';
import { NOTIFICATION_MUTATORS } from '../features/notifications/notifications.mutators';
import { PORTFOLIO_MUTATORS } from '../features/portfolio/portfolio.mutators';
import { PORTFOLIO_LIKE_MUTATORS } from '../features/portfolio/portfolio-likes.mutators';
import { POST_MUTATORS } from '../features/posts/posts.mutators';
import { PRIVACY_MUTATORS } from '../features/privacy/privacy.mutators';
import { REPORT_MUTATORS } from '../features/reports/reports.mutators';
import { SETTINGS_MUTATORS } from '../features/settings/settings.mutators';
import { USER_MUTATORS } from '../features/users/users.mutators';
import type { ServerMutator } from './define';

export type MutatorRegistry = readonly ServerMutator[];

/**
 * The registry, checked: one mutator per write, and literal paths before the `:param` paths
 * that would also match them (/api/portfolio/reorder before /api/portfolio/:id).
 */
export function createMutatorRegistry(mutators: readonly ServerMutator[]): MutatorRegistry {
  const seen = new Set<string>();
  for (const m of mutators) {
    const route = `${m.def.method} ${m.def.pattern}`;
    if (seen.has(m.name) || seen.has(route)) throw new Error(`mutator ${m.name} defined twice`);
    seen.add(m.name);
    seen.add(route);
  }
  return [...mutators].sort((a, b) => literalPathsFirst(a.def, b.def));
}

export const SERVER_MUTATORS: MutatorRegistry = createMutatorRegistry([
  ...USER_MUTATORS,
  ...SETTINGS_MUTATORS,
  ...PRIVACY_MUTATORS,
  ...POST_MUTATORS,
  ...COMMENT_MUTATORS,
  ...MESSAGE_MUTATORS,
  ...EVENT_MUTATORS,
  ...EVENT_RSVP_MUTATORS,
  ...ENDORSEMENT_MUTATORS,
  ...PORTFOLIO_LIKE_MUTATORS,
  ...COURSE_MUTATORS,
  ...PORTFOLIO_MUTATORS,
  ...CONNECTION_MUTATORS,
  ...NOTIFICATION_MUTATORS,
  ...JOB_MUTATORS,
  ...APPLICATION_MUTATORS,
  ...COLLABORATION_MUTATORS,
  ...ADMIN_MUTATORS,
  ...REPORT_MUTATORS,
] as ServerMutator[]);

export interface MutatorMatch {
  mutator: ServerMutator;
  params: Readonly<Record<string, string>>;
}

/** The mutator a pushed call names, or null (not a write, or not built). */
export function findMutator(
  registry: MutatorRegistry,
  method: string,
  path: string,
): MutatorMatch | null {
  const match = matchCall(registry, (mutator) => mutator.def, method, path);
  return match && { mutator: match.item, params: match.params };
}
