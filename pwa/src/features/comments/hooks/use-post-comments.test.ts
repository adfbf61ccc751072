import type { Comment } from '@greenroom/shared-model/schemas/comments';
import { describe, expect, it } from 'vitest';
import { mergeComments, type ShownComment } from './use-post-comments';

const comment = (id: string, createdAt: string) =>
  ({ id, postId: 'p', authorId: 'a', content: id, createdAt }) as unknown as Comment;

describe('mergeComments', () => {
  const local = [comment('b', '2026-01-02')] as ShownComment[];
  const server = [
    comment('a', '2026-01-01'),
    comment('b', '2026-01-02'),
    comment('c', '2026-01-03'),
  ];

  it("adds the server's older comments to the replica's, by time", () => {
    expect(mergeComments(local, server).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('leaves out a comment that has left the replica, though the server still listed it', () => {
    expect(mergeComments(local, server, new Set(['c'])).map((c) => c.id)).toEqual(['a', 'b']);
  });
});
