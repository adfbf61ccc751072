import { describe, expect, it } from 'vitest';
import {
  fileExtension,
  isAcceptedImageMime,
  isAcceptedUploadMime,
  mediaKindFromExtension,
  postMediaKind,
} from './media-kind';

describe('accepted MIME types', () => {
  it('accepts the spec list and refuses others', () => {
    for (const t of [
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'video/mp4',
      'video/quicktime',
      'video/webm',
      'audio/mpeg',
      'audio/wav',
      'audio/aac',
      'audio/mp4',
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'Image/JPEG; charset=binary',
    ]) {
      expect(isAcceptedUploadMime(t), t).toBe(true);
    }
    for (const t of [
      'image/svg+xml',
      'text/html',
      'application/zip',
      'application/x-msdownload',
      '',
      null,
    ]) {
      expect(isAcceptedUploadMime(t), String(t)).toBe(false);
    }
  });
  it('accepts only images for profile photos', () => {
    expect(isAcceptedImageMime('image/png')).toBe(true);
    expect(isAcceptedImageMime('video/mp4')).toBe(false);
    expect(isAcceptedImageMime('image/svg+xml')).toBe(false);
  });
});

describe('file extensions', () => {
  it.each([
    ['clip.MP4', 'mp4'],
    ['/uploads/a/b/song.mp3?v=2', 'mp3'],
    ['https://x.example/doc.final.PDF#page=2', 'pdf'],
    ['noext', ''],
    ['/uploads/dir.with.dot/file', ''],
    ['.hidden', 'hidden'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
  it.each([
    ['a.jpg', 'image'],
    ['a.webp', 'image'],
    ['a.mov', 'video'],
    ['a.m4v', 'video'],
    ['a.wav', 'audio'],
    ['a.m4a', 'audio'],
    ['a.docx', 'document'],
    ['a.xyz', null],
    ['a', null],
  ])('%s → %s', (name, kind) => {
    expect(mediaKindFromExtension(name)).toBe(kind);
  });
});

describe('postMediaKind', () => {
  it.each([
    ['/uploads/p/clip.mp4', 'video'],
    ['/uploads/p/clip.webm', 'video'],
    ['/uploads/p/song.mp3', 'audio'],
    ['/uploads/p/cv.pdf', 'document'],
    ['/uploads/p/cv.doc', 'document'],
    ['/uploads/p/pic.png', 'image'],
    ['https://images.example.com/photo', 'image'],
    ['', 'image'],
    [null, 'image'],
    [
      `/api/s3-proxy/legacy?url=${encodeURIComponent('https://b.s3.amazonaws.com/v/clip.mov')}`,
      'video',
    ],
    ['/api/s3-proxy/legacy?url=%E0%A4%A', 'image'],
  ])('%j → %s', (url, kind) => {
    expect(postMediaKind(url)).toBe(kind);
  });
});
