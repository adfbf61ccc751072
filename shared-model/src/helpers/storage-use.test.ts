import { describe, expect, it } from 'vitest';
import { fileSizeText, formatStorageUse } from './storage-use';

const MB = 1024 * 1024;

describe('formatStorageUse', () => {
  it('says megabytes of the quota', () => {
    expect(formatStorageUse(0, 2048 * MB)).toBe('0 MB of 2 GB used');
    expect(formatStorageUse(1000, 2048 * MB)).toBe('0.1 MB of 2 GB used');
    expect(formatStorageUse(3.46 * MB, 2048 * MB)).toBe('3.5 MB of 2 GB used');
    expect(formatStorageUse(412.4 * MB, 2048 * MB)).toBe('412 MB of 2 GB used');
    expect(formatStorageUse(1536 * MB, 2048 * MB)).toBe('1.5 GB of 2 GB used');
    expect(formatStorageUse(2 * MB, 500 * MB)).toBe('2 MB of 500 MB used');
  });

  it("a message's file: kilobytes below a megabyte", () => {
    expect(fileSizeText(200)).toBe('1 KB');
    expect(fileSizeText(48_000)).toBe('47 KB');
    expect(fileSizeText(3.4 * MB)).toBe('3.4 MB');
  });
});
