import { describe, expect, it, vi } from 'vitest';
import { chooseShareWay, itemUrl, shareLink } from './share-link';

const data = { title: 'Our trailer', url: 'https://greenroom.test/posts/p1' };

describe('chooseShareWay', () => {
  it('uses the share sheet when there is one', () => {
    expect(chooseShareWay({ share: async () => {} }, data)).toBe('share');
  });
  it('copies when the sheet cannot take this data', () => {
    const nav = {
      share: async () => {},
      canShare: () => false,
      clipboard: { writeText: async () => {} },
    };
    expect(chooseShareWay(nav, data)).toBe('copy');
  });
  it('copies without a share sheet, and has neither without a clipboard', () => {
    expect(chooseShareWay({ clipboard: { writeText: async () => {} } }, data)).toBe('copy');
    expect(chooseShareWay({}, data)).toBe('none');
  });
});

describe('shareLink', () => {
  it('shares the title and the url', async () => {
    const share = vi.fn(async () => {});
    expect(await shareLink({ share }, data)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });
  it('says nothing more when the member cancels the sheet', async () => {
    const writeText = vi.fn(async () => {});
    const share = async () => {
      throw new DOMException('cancelled', 'AbortError');
    };
    expect(await shareLink({ share, clipboard: { writeText } }, data)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });
  it('copies the url when the sheet is refused, or is not there', async () => {
    const writeText = vi.fn(async () => {});
    const share = async () => {
      throw new DOMException('no gesture', 'NotAllowedError');
    };
    expect(await shareLink({ share, clipboard: { writeText } }, data)).toBe('copied');
    expect(await shareLink({ clipboard: { writeText } }, data)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });
  it('fails when the copy fails or there is no clipboard', async () => {
    const writeText = async () => {
      throw new Error('denied');
    };
    expect(await shareLink({ clipboard: { writeText } }, data)).toBe('failed');
    expect(await shareLink({}, data)).toBe('failed');
  });
});

describe('itemUrl', () => {
  it('is the page on this origin', () => {
    expect(itemUrl('/jobs/j1', 'https://greenroom.test')).toBe('https://greenroom.test/jobs/j1');
  });
});
