import { describe, expect, it } from 'vitest';
import { checkProfilePhoto, checkUploadFile, formatMegabytes } from './upload-check';

const MB = 1024 * 1024;

describe('checkUploadFile', () => {
  it('accepts media and documents up to 500 MB', () => {
    expect(checkUploadFile({ size: 500 * MB, type: 'video/mp4' })).toBeNull();
    expect(checkUploadFile({ size: 1, type: 'application/pdf' })).toBeNull();
    expect(checkUploadFile({ size: 1, type: '', name: 'take.mov' })).toBeNull();
  });
  it('refuses files over 500 MB with the spec text', () => {
    expect(checkUploadFile({ size: 500 * MB + 1, type: 'video/mp4' })).toEqual({
      title: 'File too large',
      description: 'Please select a file smaller than 500MB.',
    });
  });
  it('refuses other types', () => {
    expect(checkUploadFile({ size: 1, type: 'application/zip' })?.title).toBe('Upload failed');
    expect(checkUploadFile({ size: 1, type: '', name: 'x.exe' })).not.toBeNull();
  });
});

describe('checkProfilePhoto', () => {
  it('needs an image', () => {
    expect(checkProfilePhoto({ size: 1, type: 'application/pdf' })).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file',
    });
  });
  it('needs it under 5MB', () => {
    expect(checkProfilePhoto({ size: 5 * MB - 1, type: 'image/jpeg' })).toBeNull();
    expect(checkProfilePhoto({ size: 5 * MB, type: 'image/png' })).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 5MB',
    });
  });
  it('formats sizes in MB with two decimals', () => {
    expect(formatMegabytes(1.5 * MB)).toBe('1.50 MB');
  });
});
