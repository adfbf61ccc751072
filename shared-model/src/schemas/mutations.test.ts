import { describe, expect, it } from 'vitest';
import { apiPaths } from '../api-paths';
import {
  checkMutation,
  findMutationRoute,
  MUTATION_NAMES,
  MUTATION_ROUTES,
  MUTATIONS,
  mutationPath,
} from './mutations';

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('outbox routes', () => {
  it('matches literal routes before :id routes', () => {
    expect(findMutationRoute('PUT', apiPaths.portfolio.reorder)?.route.pattern).toBe(
      '/api/portfolio/reorder',
    );
    expect(findMutationRoute('PATCH', apiPaths.notifications.markAllRead)?.route.pattern).toBe(
      '/api/notifications/mark-all-read',
    );
    expect(findMutationRoute('PUT', apiPaths.portfolio.byId(ID))?.params).toEqual({ id: ID });
    expect(findMutationRoute('POST', apiPaths.jobs.apply(ID))?.route.pattern).toBe(
      '/api/jobs/:id/apply',
    );
  });
  it('refuses reads, auth, sync and unknown calls', () => {
    expect(findMutationRoute('GET', apiPaths.posts.byId(ID))).toBeNull();
    expect(findMutationRoute('POST', apiPaths.auth.login)).toBeNull();
    expect(findMutationRoute('POST', apiPaths.sync.push)).toBeNull();
    expect(findMutationRoute('POST', apiPaths.upload)).toBeNull();
    expect(findMutationRoute('DELETE', '/api/posts/')).toBeNull();
    expect(findMutationRoute('DELETE', `/api/posts/${ID}?x=1`)).toBeNull();
    expect(findMutationRoute('DELETE', `/api/posts/${ID}/extra`)).toBeNull();
  });
  it('builds paths from patterns, encoding params', () => {
    expect(mutationPath(MUTATIONS.updatePost, { id: ID })).toBe(`/api/posts/${ID}`);
    expect(mutationPath(MUTATIONS.deletePost, { id: 'a/b' })).toBe('/api/posts/a%2Fb');
    expect(() => mutationPath(MUTATIONS.deletePost)).toThrow('missing :id');
    for (const name of MUTATION_NAMES) {
      const def = MUTATIONS[name];
      // Params are named :id, or :userId for the block and mute removals, and :skill for an
      // endorsement taken back (a skill's name, encoded: "Sound Design & Mixing").
      const path = mutationPath(def, { id: ID, userId: ID, skill: 'Sound Design & Mixing/2' });
      expect(findMutationRoute(def.method, path)?.name, name).toBe(name);
    }
  });
  it('has no duplicate routes', () => {
    const keys = MUTATION_ROUTES.map((r) => `${r.method} ${r.pattern}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('validates and normalises bodies', () => {
    expect(checkMutation('POST', '/api/posts', { content: ' hi ' })).toEqual({
      ok: true,
      body: { content: 'hi', type: 'post', skills: [], imageUrl: null },
    });
    expect(checkMutation('POST', '/api/posts', { content: '' })).toMatchObject({
      ok: false,
      message: 'Content required',
    });
    expect(checkMutation('DELETE', `/api/posts/${ID}`, undefined)).toEqual({
      ok: true,
      body: undefined,
    });
    expect(checkMutation('POST', `/api/jobs/${ID}/save`, undefined)).toEqual({
      ok: true,
      body: undefined,
    });
    expect(checkMutation('POST', '/api/auth/login', {}).ok).toBe(false);
  });
});
