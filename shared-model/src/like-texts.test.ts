import { describe, expect, it } from 'vitest';
import { likeCountText, likedByText, likeText } from './texts';

describe('like texts', () => {
  it('counts likes', () => {
    expect(likeCountText(0)).toBe('0 likes');
    expect(likeCountText(1)).toBe('1 like');
    expect(likeCountText(12)).toBe('12 likes');
  });
  it('tells the author who liked their post, the newest by name', () => {
    expect(likeText('Ada Okafor', 0)).toBe('Ada Okafor liked your post');
    expect(likeText('Ada Okafor', 1)).toBe('Ada Okafor and 1 other liked your post');
    expect(likeText('Ada Okafor', 3)).toBe('Ada Okafor and 3 others liked your post');
    expect(likeText('Ada Okafor', 1, 'your portfolio piece “Reel”')).toBe(
      'Ada Okafor and 1 other liked your portfolio piece “Reel”',
    );
  });
  it('names at most two likers on the post page', () => {
    expect(likedByText([], 0)).toBe('');
    expect(likedByText(['Ada'], 1)).toBe('Liked by Ada');
    expect(likedByText(['Ada', 'Bo'], 2)).toBe('Liked by Ada and Bo');
    expect(likedByText(['Ada', 'Bo', 'Cy'], 3)).toBe('Liked by Ada, Bo and 1 other');
    expect(likedByText(['Ada', 'Bo'], 12)).toBe('Liked by Ada, Bo and 10 others');
  });
});
