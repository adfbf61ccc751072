// The writes that may go through the outbox (ARCHITECTURE.md "The write path"): each unsafe
// REST call with its body schema, so that the client validates an entry before storing it and
// the server can tell which calls /api/sync/push may replay. Auth, uploads (multipart),
// analytics and sync calls are not outbox writes.
import type { z } from 'zod';
import {
  AdminCreateCourseBody,
  AdminUpdateCourseBody,
  AdminUpdatePostBody,
  AdminUpdateUserBody,
} from './admin';
import { ApplyBody, UpdateApplicationStatusBody } from './applications';
import { CreateConnectionBody, UpdateConnectionBody } from './connections';
import { CreateCourseBody, UpdateCourseBody } from './courses';
import { CreateEventBody, UpdateEventBody } from './events';
import { CreateJobBody, SaveJobBody, UpdateJobBody } from './jobs';
import {
  CreatePortfolioItemBody,
  ReorderPortfolioBody,
  UpdatePortfolioItemBody,
} from './portfolio';
import { CreatePostBody, UpdatePostBody } from './posts';
import { EmailPreferencesBody, PrivacyBody } from './settings';
import type { MutationMethod } from './sync';
import { UpdateProfileBody } from './users';

export interface MutationRoute {
  readonly method: MutationMethod;
  /** Path pattern with :params, e.g. /api/posts/:id */
  readonly pattern: string;
  /** Body schema, or null for calls without a body. */
  readonly body: z.ZodType | null;
}

const route = (method: MutationMethod, pattern: string, body: z.ZodType | null = null) =>
  ({ method, pattern, body }) as const satisfies MutationRoute;

/** Order matters: literal segments come before :params that would also match them. */
export const MUTATION_ROUTES: readonly MutationRoute[] = [
  route('PUT', '/api/users/profile', UpdateProfileBody),
  route('POST', '/api/privacy/profile-views', PrivacyBody),
  route('POST', '/api/user/email-preferences', EmailPreferencesBody),
  route('POST', '/api/connections', CreateConnectionBody),
  route('PUT', '/api/connections/:id', UpdateConnectionBody),
  route('POST', '/api/portfolio', CreatePortfolioItemBody),
  route('PUT', '/api/portfolio/reorder', ReorderPortfolioBody),
  route('PUT', '/api/portfolio/:id', UpdatePortfolioItemBody),
  route('DELETE', '/api/portfolio/:id'),
  route('POST', '/api/courses', CreateCourseBody),
  route('PUT', '/api/courses/:id', UpdateCourseBody),
  route('DELETE', '/api/courses/:id'),
  route('POST', '/api/jobs', CreateJobBody),
  route('PUT', '/api/jobs/:id', UpdateJobBody),
  route('DELETE', '/api/jobs/:id'),
  route('POST', '/api/jobs/:id/save', SaveJobBody),
  route('DELETE', '/api/jobs/:id/save'),
  route('POST', '/api/jobs/:id/apply', ApplyBody),
  route('PATCH', '/api/applications/:id', UpdateApplicationStatusBody),
  route('DELETE', '/api/applications/:id'),
  route('POST', '/api/posts', CreatePostBody),
  route('PUT', '/api/posts/:id', UpdatePostBody),
  route('DELETE', '/api/posts/:id'),
  route('POST', '/api/events', CreateEventBody),
  route('PUT', '/api/events/:id', UpdateEventBody),
  route('DELETE', '/api/events/:id'),
  route('PATCH', '/api/notifications/mark-all-read'),
  route('PATCH', '/api/notifications/:id/read'),
  route('DELETE', '/api/notifications/:id'),
  route('PUT', '/api/admin/posts/:id', AdminUpdatePostBody),
  route('DELETE', '/api/admin/posts/:id'),
  route('PUT', '/api/admin/users/:id', AdminUpdateUserBody),
  route('POST', '/api/admin/users/:id/suspend'),
  route('POST', '/api/admin/users/:id/unsuspend'),
  route('POST', '/api/admin/users/:id/courses', AdminCreateCourseBody),
  route('PUT', '/api/admin/courses/:id', AdminUpdateCourseBody),
  route('DELETE', '/api/admin/courses/:id'),
];

export interface MutationMatch {
  readonly route: MutationRoute;
  readonly params: Readonly<Record<string, string>>;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      if (g === '') return null;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

/** The outbox route of a call, or null when it is not an outbox write. */
export function findMutationRoute(method: string, path: string): MutationMatch | null {
  if (path.includes('?') || path.includes('#')) return null;
  for (const r of MUTATION_ROUTES) {
    if (r.method !== method) continue;
    const params = matchPattern(r.pattern, path);
    if (params) return { route: r, params };
  }
  return null;
}

export type MutationCheck =
  | { readonly ok: true; readonly body: unknown }
  | { readonly ok: false; readonly message: string };

/** Validate an outbox entry: a known write and a valid body (the parsed body is returned). */
export function checkMutation(method: string, path: string, body: unknown): MutationCheck {
  const match = findMutationRoute(method, path);
  if (!match) return { ok: false, message: `${method} ${path} is not an outbox write` };
  if (!match.route.body) return { ok: true, body: undefined };
  const result = match.route.body.safeParse(body);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid request' };
}
