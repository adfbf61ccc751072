import { describe, expect, it } from 'vitest';
import { commentParts, editedComment, mentionedIds, mentionMarkup, newComment } from './comments';

const ADA = '0b7e6c3a-1d2f-4a5b-8c9d-0e1f2a3b4c5d';
const BO = '1c8f7d4b-2e3a-4b6c-9d0e-1f2a3b4c5d6e';
const author = {
  id: 'm1',
  firstName: 'Mo',
  lastName: 'Reyes',
  email: null,
  profileImageUrl: null,
  school: null,
  major: null,
  graduationYear: null,
  isVerified: true,
};

describe('comment rows', () => {
  it('builds a new comment in its post and edits its text only when it changed', () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    const c = newComment(
      { id: 'c1', content: 'Lovely', parentId: null },
      { postId: 'p1', postAuthorId: 'a1' },
      author,
      now,
    );
    expect(c).toEqual({
      id: 'c1',
      postId: 'p1',
      postAuthorId: 'a1',
      authorId: 'm1',
      author,
      parentId: null,
      content: 'Lovely',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    const later = new Date('2026-11-27T11:00:00.000Z');
    expect(editedComment(c, { content: 'Lovely' }, later)).toBe(c);
    expect(editedComment(c, { content: 'Lovely!' }, later)).toMatchObject({
      content: 'Lovely!',
      updatedAt: later.toISOString(),
    });
  });

  it('finds mentions, each member once, and cuts the text around them', () => {
    const text = `Thanks ${mentionMarkup('Ada Okafor', ADA)} and ${mentionMarkup('Bo [x]', BO)}, ${mentionMarkup('Ada', ADA)}!`;
    expect(mentionedIds(text)).toEqual([ADA, BO]);
    expect(commentParts(text)).toEqual([
      { kind: 'text', text: 'Thanks ' },
      { kind: 'mention', name: 'Ada Okafor', userId: ADA },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', name: 'Bo x', userId: BO },
      { kind: 'text', text: ', ' },
      { kind: 'mention', name: 'Ada', userId: ADA },
      { kind: 'text', text: '!' },
    ]);
    expect(mentionedIds('mail me @ada or @[Ada](not-an-id)')).toEqual([]);
  });
});
