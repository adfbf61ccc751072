// The replica keeps only the newest feed window (trim.ts). Older posts are read from the server
// page by page when the member asks for them, and are not stored: the replica stays bounded.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { Post } from '@greenroom/shared-model/schemas/posts';
import { type FetchLike, requestJson, type TransportResult } from './transport';

export const OLDER_POSTS_PAGE = 50;

export interface OlderPostsPage {
  posts: Post[];
  /** Fewer than a page came back: nothing older exists. */
  done: boolean;
}

/** The page of posts created before `before` (ISO time), minus those the caller already has. */
export async function fetchOlderPosts(options: {
  before: string;
  known: ReadonlySet<string>;
  fetch?: FetchLike;
  baseUrl?: string;
  limit?: number;
}): Promise<TransportResult<OlderPostsPage>> {
  const limit = options.limit ?? OLDER_POSTS_PAGE;
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const path = apiPaths.posts.list({ before: options.before, limit });
  const reply = await requestJson<Post[]>(doFetch, `${options.baseUrl ?? ''}${path}`, {
    method: 'GET',
  });
  if (!reply.ok) return reply;
  const page = Array.isArray(reply.value) ? reply.value : [];
  return {
    ok: true,
    value: { posts: page.filter((p) => !options.known.has(p.id)), done: page.length < limit },
  };
}
