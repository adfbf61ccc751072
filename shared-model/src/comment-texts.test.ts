import { describe, expect, it } from 'vitest';
import { commentText, mentionText, replyText, seeAllCommentsText } from './texts';

describe('comment texts', () => {
  it('name the newest commenter and count the others, never more than happened', () => {
    expect(commentText('Ada Okafor', 0)).toBe('Ada Okafor commented on your post');
    expect(commentText('Ada Okafor', 1)).toBe('Ada Okafor and 1 other commented on your post');
    expect(commentText('Ada Okafor', 3)).toBe('Ada Okafor and 3 others commented on your post');
    expect(replyText('Bo Lindqvist')).toBe('Bo Lindqvist replied to your comment');
    expect(mentionText('Bo Lindqvist')).toBe('Bo Lindqvist mentioned you in a comment');
  });

  it('count the comments on the link to the post page', () => {
    expect(seeAllCommentsText(1)).toBe('See 1 comment');
    expect(seeAllCommentsText(12)).toBe('See all 12 comments');
  });
});
