import { describe, expect, it } from 'vitest';
import { uploadKeysIn } from './media-cache';

const KEY = '0123456789abcdef0123456789abcdef';
const OTHER = 'fedcba9876543210fedcba9876543210';

describe('uploadKeysIn', () => {
  it('finds the key in every address of an upload: original, rendition, poster, stream', () => {
    const row = {
      imageUrl: `/uploads/${KEY}.png`,
      author: { profileImageUrl: `/uploads/${OTHER}.w96.webp` },
      poster: `/uploads/${KEY}.w640.webp`,
      stream: `/uploads/${KEY}.v720.mp4#t=0.1`,
    };
    expect([...uploadKeysIn(JSON.stringify(row), new Set())].sort()).toEqual([KEY, OTHER].sort());
  });

  it('ignores what is not one of our uploads: other paths, longer hex, text', () => {
    const text = `/api/s3-proxy/legacy?url=x /uploads/${KEY}0.png uploads/${KEY}.png ${KEY}`;
    expect(uploadKeysIn(text, new Set())).toEqual(new Set());
  });
});
