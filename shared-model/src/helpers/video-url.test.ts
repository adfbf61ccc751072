import { describe, expect, it } from 'vitest';
import {
  isVideoUrl,
  parseVideoUrl,
  videoEmbedUrl,
  videoThumbnailCandidates,
  videoWatchUrl,
  youtubeThumbnailCandidates,
} from './video-url';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoUrl: YouTube', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&list=RD`,
    `https://www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}#t=10`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1&rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?t=30`,
    `youtu.be/${ID}`,
    `  https://youtu.be/${ID}  `,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
  ])('recognises %s', (url) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'youtube', id: ID });
  });

  it('keeps the case of the id', () => {
    expect(parseVideoUrl('https://youtu.be/AbC-_12345z')?.id).toBe('AbC-_12345z');
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch',
    `https://www.youtube.com/watch?vv=${ID}`,
    'https://www.youtube.com/',
    'https://www.youtube.com/channel/UC1234567890',
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://youtu.be/${ID}/extra`,
    `https://example.com/?v=${ID}`,
    `ftp://youtu.be/${ID}`,
  ])('rejects %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('parseVideoUrl: Vimeo', () => {
  it.each([
    ['https://vimeo.com/123456789', '123456789'],
    ['http://vimeo.com/42', '42'],
    ['vimeo.com/123456789', '123456789'],
    ['https://www.vimeo.com/123456789', '123456789'],
    ['https://vimeo.com/123456789?share=copy', '123456789'],
    ['https://vimeo.com/123456789/abcdef1234', '123456789'],
    ['https://vimeo.com/channels/staffpicks/123456789', '123456789'],
    ['https://vimeo.com/groups/shortfilms/videos/123456789', '123456789'],
    ['https://player.vimeo.com/video/123456789', '123456789'],
    ['https://player.vimeo.com/video/123456789?h=abc&badge=0', '123456789'],
  ])('recognises %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'vimeo', id });
  });

  it.each([
    'https://vimeo.com/',
    'https://vimeo.com/user12345',
    'https://vimeo.com/channels/staffpicks',
    'https://player.vimeo.com/video/abc',
    'https://notvimeo.com/123456',
    'https://vimeo.com.evil.example/123456',
  ])('rejects %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('parseVideoUrl: other input', () => {
  it.each(['', '   ', 'not a url', 'https://example.com/video.mp4', null, undefined])(
    'rejects %j',
    (input) => {
      expect(parseVideoUrl(input)).toBeNull();
      expect(isVideoUrl(input)).toBe(false);
    },
  );
});

describe('embed, watch and thumbnails', () => {
  it('builds embed and watch addresses', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: ID })).toBe(
      `https://www.youtube.com/embed/${ID}`,
    );
    expect(videoEmbedUrl({ provider: 'vimeo', id: '42' })).toBe(
      'https://player.vimeo.com/video/42',
    );
    expect(videoWatchUrl({ provider: 'youtube', id: ID })).toBe(
      `https://www.youtube.com/watch?v=${ID}`,
    );
    expect(videoWatchUrl({ provider: 'vimeo', id: '42' })).toBe('https://vimeo.com/42');
  });
  it('round-trips through the watch and embed addresses', () => {
    for (const ref of [
      { provider: 'youtube', id: ID },
      { provider: 'vimeo', id: '42' },
    ] as const) {
      expect(parseVideoUrl(videoWatchUrl(ref))).toEqual(ref);
      expect(parseVideoUrl(videoEmbedUrl(ref))).toEqual(ref);
    }
  });
  it('lists YouTube thumbnails maxres, hq, mq, default', () => {
    expect(youtubeThumbnailCandidates(ID)).toEqual([
      `https://img.youtube.com/vi/${ID}/maxresdefault.jpg`,
      `https://img.youtube.com/vi/${ID}/hqdefault.jpg`,
      `https://img.youtube.com/vi/${ID}/mqdefault.jpg`,
      `https://img.youtube.com/vi/${ID}/default.jpg`,
    ]);
    expect(videoThumbnailCandidates({ provider: 'youtube', id: ID })).toHaveLength(4);
    expect(videoThumbnailCandidates({ provider: 'vimeo', id: '42' })).toEqual([]);
  });
});
