// How the authorization matrix calls each route: a valid request, so that the status it gets
// says who may call, not what a bad body looks like. A route without an entry is called with its
// path as registered (`:id` replaced by the row's target) and no body.
import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { Actor } from './matrix-actors';

export interface CallContext {
  /** The route's path with `:id` filled in. */
  path: string;
  /** The row's target object, when it names one (also for targets the path does not hold). */
  targetId: string | undefined;
  /** The signed-in caller (undefined for anon). */
  caller: Actor | undefined;
  /** The member who owns the matrix's targets (credentials for the login row). */
  owner: Actor;
}

export interface Call {
  path?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const unique = () => randomUUID().slice(0, 8);

export const MATRIX_CALLS: Record<string, (ctx: CallContext) => Call> = {
  'POST /api/auth/signup': () => ({
    body: {
      email: `matrix.${unique()}@nyu.edu`,
      password: 'correct horse 42',
      firstName: 'New',
      lastName: 'Member',
      program: 'Dance',
      graduationYear: 2027,
    },
  }),
  'POST /api/auth/login': ({ owner }) => ({
    body: { email: owner.email, password: owner.password },
  }),
  'POST /api/auth/change-password': ({ caller }) => {
    const password = caller?.password ?? 'correct horse 42';
    return {
      body: { currentPassword: password, newPassword: password, confirmPassword: password },
    };
  },
  'GET /api/auth/verify-email': ({ path }) => ({ path: `${path}?token=not-a-token` }),
  'POST /api/auth/verify-email': () => ({ body: { token: 'not-a-token' } }),
  'POST /api/auth/change-email': ({ caller }) => ({
    body: {
      newEmail: `matrix.moved.${unique()}@nyu.edu`,
      currentPassword: caller?.password ?? 'correct horse 42',
    },
  }),
  'GET /api/auth/confirm-email-change': ({ path }) => ({ path: `${path}?token=not-a-token` }),
  // A wrong password: the call is allowed and deletes nothing (the matrix's actors live on).
  'POST /api/account/delete': () => ({ body: { currentPassword: 'not the password' } }),
  // Wrong passwords, and accounts that have one: allowed, and nothing changes.
  'POST /api/auth/google/link': () => ({ body: { currentPassword: 'not the password' } }),
  'POST /api/auth/google/unlink': () => ({ body: { currentPassword: 'not the password' } }),
  'POST /api/auth/set-password': () => ({
    body: { newPassword: 'new password 1', confirmPassword: 'new password 1' },
  }),
  'POST /api/auth/forgot-password': ({ owner }) => ({ body: { email: owner.email } }),
  'POST /api/auth/reset-password': () => ({
    body: {
      token: 'not-a-token',
      newPassword: 'new password 1',
      confirmPassword: 'new password 1',
    },
  }),
  'PUT /api/users/profile': () => ({ body: { bio: 'Edited by the matrix' } }),
  'POST /api/push-subscriptions': () => ({
    body: {
      endpoint: 'https://push.example.com/push/matrix',
      keys: {
        p256dh:
          'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
        auth: 'BTBZMqHH6r4Tts7J_aSIgg',
      },
    },
  }),
  'DELETE /api/push-subscriptions': () => ({
    body: { endpoint: 'https://push.example.com/push/matrix' },
  }),
  'POST /api/user/push-preferences': () => ({ body: { mutedTypes: ['profile_view'] } }),
  'POST /api/privacy/profile-views': () => ({ body: { hideProfileViews: false } }),
  'POST /api/privacy/fields': () => ({ body: { phoneVisibility: 'private' } }),
  // The target member (the owner blocking or muting themself: 400).
  'POST /api/blocks': ({ targetId }) => ({ body: { userId: targetId } }),
  'DELETE /api/blocks/:userId': ({ targetId }) => ({ path: `/api/blocks/${targetId}` }),
  'POST /api/mutes': ({ targetId }) => ({ body: { userId: targetId } }),
  'DELETE /api/mutes/:userId': ({ targetId }) => ({ path: `/api/mutes/${targetId}` }),
  'POST /api/user/email-preferences': () => ({ body: { emailJobMatches: false } }),
  'POST /api/posts': () => ({ body: { content: 'A post from the matrix' } }),
  'PUT /api/posts/:id': () => ({ body: { content: 'Edited by the matrix' } }),
  'POST /api/posts/:id/comments': () => ({ body: { content: 'A comment from the matrix' } }),
  'PUT /api/comments/:id': () => ({ body: { content: 'Edited by the matrix' } }),
  // A conversation with the owner (the owner writing to themself: 400).
  'POST /api/conversations': ({ owner }) => ({
    body: { id: randomUUID(), memberIds: [owner.id] },
  }),
  'POST /api/conversations/:id/messages': () => ({
    body: { id: randomUUID(), content: 'A message from the matrix' },
  }),
  'POST /api/conversations/:id/read': () => ({ body: { readAt: new Date().toISOString() } }),
  'PUT /api/conversations/:id/mute': () => ({ body: { muted: true } }),
  'POST /api/events': () => ({
    body: {
      title: 'A screening from the matrix',
      description: 'Ten films',
      eventDate: '2026-12-18T19:30:00.000Z',
    },
  }),
  'PUT /api/events/:id': () => ({ body: { title: 'Edited by the matrix' } }),
  'PUT /api/events/:id/rsvp': () => ({ body: { status: 'going' } }),
  // Nobody in the matrix is the owner's connection: only a connection endorses
  // (endorsements.pg.test.ts endorses between connections).
  'POST /api/users/:id/endorsements': () => ({ body: { skill: 'Editing' } }),
  'DELETE /api/users/:id/endorsements/:skill': ({ targetId }) => ({
    path: `/api/users/${targetId}/endorsements/Editing`,
  }),
  'PUT /api/admin/posts/:id': () => ({ body: { content: 'Moderated by the matrix' } }),
  // Nobody else reported the target: the owner may not report their own post (403); the admin
  // finds no open report to decide on (404; reports.pg.test.ts decides real ones).
  'POST /api/reports': ({ targetId }) => ({
    body: { itemKind: 'post', itemId: targetId, reason: 'spam' },
  }),
  // No report of this message: the admin finds no excerpt (404; messages-moderation.pg.test.ts
  // reads real ones).
  'GET /api/admin/reports/excerpt': () => ({
    path: `/api/admin/reports/excerpt?itemKind=message&itemId=${randomUUID()}`,
  }),
  'POST /api/admin/reports/resolve': ({ targetId }) => ({
    body: { itemKind: 'post', itemId: targetId, decision: 'dismiss' },
  }),
  'PUT /api/admin/users/:id': () => ({ body: { bio: 'Edited by the matrix' } }),
  'POST /api/admin/users/:id/suspend': () => ({ body: {} }),
  'POST /api/admin/users/:id/unsuspend': () => ({ body: {} }),
  'POST /api/admin/users/:id/courses': ({ targetId }) => ({
    body: { courseCode: 'FMTV-UT 1040', courseName: 'Sight & Sound', userId: targetId },
  }),
  'PUT /api/admin/courses/:id': () => ({
    body: { courseCode: 'FMTV-UT 1041', courseName: 'Edited by the matrix' },
  }),
  'POST /api/analytics/user-action': () => ({ body: { action: 'page_view', page: 'home' } }),
  'POST /api/analytics/batch': () => ({
    body: { events: [{ action: 'click', page: '/jobs', targetType: 'button' }] },
  }),
  'POST /api/analytics/content-view': () => ({
    body: { contentType: 'post', contentId: randomUUID(), viewDuration: 1200, scrollDepth: 40 },
  }),
  'POST /api/analytics/feature-usage': () => ({ body: { feature: 'create_post', success: true } }),
  'POST /api/analytics/text-highlight': () => ({
    body: {
      postId: randomUUID(),
      selectionLength: 12,
      snippetHash: 'b'.repeat(64),
      selectedText: 'Bring gels!!',
      startOffset: 0,
      endOffset: 12,
      method: 'mouse',
      viewportWidth: 1280,
      viewportHeight: 800,
      deviceType: 'desktop',
    },
  }),
  'POST /api/analytics/error': () => ({
    body: { type: 'render_error', error: 'boom', timestamp: new Date().toISOString(), url: '/' },
  }),
  'POST /api/courses': () => ({
    body: { courseCode: 'FMTV-UT 1040', courseName: 'Sight & Sound: Filmmaking' },
  }),
  'PUT /api/courses/:id': () => ({
    body: { courseCode: 'FMTV-UT 1041', courseName: 'Edited by the matrix' },
  }),
  'POST /api/portfolio': () => ({
    body: {
      title: 'A reel from the matrix',
      mediaUrl: 'https://youtu.be/dQw4w9WgXcQ',
      mediaType: 'youtube',
    },
  }),
  'PUT /api/portfolio/:id': () => ({ body: { title: 'Edited by the matrix' } }),
  // The reorder names the owner's item in its body; its path has no :id.
  'PUT /api/portfolio/reorder': ({ targetId }) => ({
    body: { updates: [{ id: targetId, sortOrder: 0 }] },
  }),
  'POST /api/upload/tus': () => ({
    headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
  }),
  'PATCH /api/upload/tus/:id': () => ({
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
  }),
  'DELETE /api/upload/tus/:id': () => ({ headers: { 'tus-resumable': '1.0.0' } }),
  'GET /api/posts/view-counts': ({ path }) => ({ path: `${path}?postIds=${randomUUID()}` }),
  'GET /api/jobs/view-counts': ({ path }) => ({ path: `${path}?jobIds=${randomUUID()}` }),
  'POST /api/jobs': () => ({ body: { title: 'Matrix gig', description: 'Two days' } }),
  'PUT /api/jobs/:id': () => ({ body: { title: 'Edited by the matrix' } }),
  'POST /api/jobs/:id/save': () => ({ body: {} }),
  'POST /api/jobs/:id/apply': () => ({ body: { message: 'Applied by the matrix' } }),
  'GET /api/applications/job/:jobId': ({ path, targetId }) => ({
    path: path.replace(':jobId', targetId ?? randomUUID()),
  }),
  'PATCH /api/applications/:id': () => ({ body: { status: 'accepted' } }),
  'GET /api/collaborations/user/:userId': ({ path, targetId }) => ({
    path: path.replace(':userId', targetId ?? randomUUID()),
  }),
  'POST /api/collaborations/:id/confirm': () => ({ body: {} }),
  'GET /api/events/view-counts': ({ path }) => ({ path: `${path}?eventIds=${randomUUID()}` }),
  // A request to the row's member (the owner): from the owner itself that is oneself (400).
  'POST /api/connections': ({ targetId }) => ({ body: { addresseeId: targetId } }),
  // The other side of the owner's pending request accepts it.
  'PUT /api/connections/:id': () => ({ body: { status: 'accepted' } }),
  'POST /api/sync/push': () => ({
    body: {
      clientId: randomUUID(),
      protocolVersion: PROTOCOL_VERSION,
      mutations: [
        {
          id: 1,
          key: randomUUID(),
          method: 'POST',
          path: '/api/posts',
          body: { content: 'Pushed by the matrix' },
        },
      ],
    },
  }),
  'POST /api/sync/pull': () => ({
    body: { clientId: randomUUID(), protocolVersion: PROTOCOL_VERSION, cursor: null },
  }),
  // The handshake's Origin check comes first; a same-origin browser always sends one.
  'GET /ws': () => ({ headers: { origin: 'http://localhost' } }),
};
