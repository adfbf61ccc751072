import type { Post } from '@greenroom/shared-model/schemas/posts';
import { describe, expect, it } from 'vitest';
import { fetchOlderPosts } from './older-posts';
import type { FetchLike } from './transport';

function post(id: string, createdAt: string): Post {
  return { id, createdAt } as Post;
}

function serving(pages: Post[][]): { fetch: FetchLike; urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    fetch: async (input) => {
      urls.push(input);
      return new Response(JSON.stringify(pages.shift() ?? []), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  };
}

describe('fetchOlderPosts', () => {
  it('asks for the page before the oldest post and drops the posts already shown', async () => {
    const server = serving([
      [post('a', '2026-01-02T00:00:00.000Z'), post('b', '2026-01-01T00:00:00.000Z')],
    ]);
    const reply = await fetchOlderPosts({
      before: '2026-01-03T00:00:00.000Z',
      known: new Set(['a']),
      fetch: server.fetch,
      limit: 2,
    });
    expect(server.urls).toEqual(['/api/posts?before=2026-01-03T00%3A00%3A00.000Z&limit=2']);
    expect(reply).toEqual({
      ok: true,
      value: { posts: [post('b', '2026-01-01T00:00:00.000Z')], done: false },
    });
  });

  it('says it is done when a short page comes back', async () => {
    const server = serving([[post('c', '2025-12-01T00:00:00.000Z')]]);
    const reply = await fetchOlderPosts({
      before: '2026-01-01T00:00:00.000Z',
      known: new Set(),
      fetch: server.fetch,
    });
    expect(reply.ok && reply.value.done).toBe(true);
  });

  it('reports a network failure instead of throwing', async () => {
    const reply = await fetchOlderPosts({
      before: '2026-01-01T00:00:00.000Z',
      known: new Set(),
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(reply).toEqual({ ok: false, kind: 'network', message: 'Failed to fetch' });
  });
});
