// Every write of the spec, registered once (ARCHITECTURE.md "The write path"): its name, method,
// path pattern and body schema. The PWA validates and queues an outbox entry with it; the server
// implements each one as a mutator (sync-server/src/mutators/) that both its REST route and the
// sync push call, and pushes nothing that is not listed here. Auth, uploads (multipart),
// analytics and sync calls are not writes of the outbox.
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

export interface MutationDef<Body extends z.ZodType | null = z.ZodType | null> {
  readonly method: MutationMethod;
  /** Path pattern with :params, e.g. /api/posts/:id */
  readonly pattern: string;
  /** Body schema, or null for calls without a body. */
  readonly body: Body;
}

function mutation<Body extends z.ZodType | null = null>(
  method: MutationMethod,
  pattern: string,
  body: Body = null as Body,
): MutationDef<Body> {
  return { method, pattern, body };
}

/** Order matters: literal segments come before :params that would also match them. */
export const MUTATIONS = {
  updateProfile: mutation('PUT', '/api/users/profile', UpdateProfileBody),
  setProfileViewPrivacy: mutation('POST', '/api/privacy/profile-views', PrivacyBody),
  setEmailPreferences: mutation('POST', '/api/user/email-preferences', EmailPreferencesBody),
  requestConnection: mutation('POST', '/api/connections', CreateConnectionBody),
  answerConnection: mutation('PUT', '/api/connections/:id', UpdateConnectionBody),
  createPortfolioItem: mutation('POST', '/api/portfolio', CreatePortfolioItemBody),
  reorderPortfolio: mutation('PUT', '/api/portfolio/reorder', ReorderPortfolioBody),
  updatePortfolioItem: mutation('PUT', '/api/portfolio/:id', UpdatePortfolioItemBody),
  deletePortfolioItem: mutation('DELETE', '/api/portfolio/:id'),
  createCourse: mutation('POST', '/api/courses', CreateCourseBody),
  updateCourse: mutation('PUT', '/api/courses/:id', UpdateCourseBody),
  deleteCourse: mutation('DELETE', '/api/courses/:id'),
  createJob: mutation('POST', '/api/jobs', CreateJobBody),
  updateJob: mutation('PUT', '/api/jobs/:id', UpdateJobBody),
  deleteJob: mutation('DELETE', '/api/jobs/:id'),
  saveJob: mutation('POST', '/api/jobs/:id/save', SaveJobBody),
  unsaveJob: mutation('DELETE', '/api/jobs/:id/save'),
  applyToJob: mutation('POST', '/api/jobs/:id/apply', ApplyBody),
  decideApplication: mutation('PATCH', '/api/applications/:id', UpdateApplicationStatusBody),
  withdrawApplication: mutation('DELETE', '/api/applications/:id'),
  createPost: mutation('POST', '/api/posts', CreatePostBody),
  updatePost: mutation('PUT', '/api/posts/:id', UpdatePostBody),
  deletePost: mutation('DELETE', '/api/posts/:id'),
  createEvent: mutation('POST', '/api/events', CreateEventBody),
  updateEvent: mutation('PUT', '/api/events/:id', UpdateEventBody),
  deleteEvent: mutation('DELETE', '/api/events/:id'),
  markAllNotificationsRead: mutation('PATCH', '/api/notifications/mark-all-read'),
  markNotificationRead: mutation('PATCH', '/api/notifications/:id/read'),
  deleteNotification: mutation('DELETE', '/api/notifications/:id'),
  adminUpdatePost: mutation('PUT', '/api/admin/posts/:id', AdminUpdatePostBody),
  adminDeletePost: mutation('DELETE', '/api/admin/posts/:id'),
  adminUpdateUser: mutation('PUT', '/api/admin/users/:id', AdminUpdateUserBody),
  adminSuspendUser: mutation('POST', '/api/admin/users/:id/suspend'),
  adminUnsuspendUser: mutation('POST', '/api/admin/users/:id/unsuspend'),
  adminCreateCourse: mutation('POST', '/api/admin/users/:id/courses', AdminCreateCourseBody),
  adminUpdateCourse: mutation('PUT', '/api/admin/courses/:id', AdminUpdateCourseBody),
  adminDeleteCourse: mutation('DELETE', '/api/admin/courses/:id'),
} as const;

export type Mutations = typeof MUTATIONS;
export type MutationName = keyof Mutations;
/** The parsed body of a mutation (undefined for calls without a body). */
export type MutationBody<N extends MutationName> = Mutations[N]['body'] extends z.ZodType
  ? z.output<Mutations[N]['body']>
  : undefined;
/** What a caller may pass before parsing (defaults and trimming still to come). */
export type MutationInput<N extends MutationName> = Mutations[N]['body'] extends z.ZodType
  ? z.input<Mutations[N]['body']>
  : undefined;

export const MUTATION_NAMES = Object.keys(MUTATIONS) as MutationName[];
export const MUTATION_ROUTES: readonly MutationDef[] = Object.values(MUTATIONS);

export interface MutationMatch {
  readonly name: MutationName;
  readonly route: MutationDef;
  readonly params: Readonly<Record<string, string>>;
}

/** The params of `path` when it matches `pattern` (`/api/posts/:id`), else null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
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

/** The mutation a call is, or null when it is not a write of the outbox. */
export function findMutationRoute(method: string, path: string): MutationMatch | null {
  if (path.includes('?') || path.includes('#')) return null;
  for (const name of MUTATION_NAMES) {
    const route = MUTATIONS[name];
    if (route.method !== method) continue;
    const params = matchPattern(route.pattern, path);
    if (params) return { name, route, params };
  }
  return null;
}

/** The path of a mutation with its params filled in (each one percent-encoded). */
export function mutationPath(
  route: Pick<MutationDef, 'pattern'>,
  params: Readonly<Record<string, string>> = {},
): string {
  return route.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.pattern}: missing :${name}`);
    return encodeURIComponent(value);
  });
}

export type MutationCheck =
  | { readonly ok: true; readonly body: unknown }
  | { readonly ok: false; readonly message: string };

/** Validate a body against its mutation's schema (the parsed value is returned). */
export function parseMutationBody(route: MutationDef, body: unknown): MutationCheck {
  if (!route.body) return { ok: true, body: undefined };
  const result = route.body.safeParse(body);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid request' };
}

/** Validate an outbox entry: a known write and a valid body (the parsed body is returned). */
export function checkMutation(method: string, path: string, body: unknown): MutationCheck {
  const match = findMutationRoute(method, path);
  if (!match) return { ok: false, message: `${method} ${path} is not an outbox write` };
  return parseMutationBody(match.route, body);
}
