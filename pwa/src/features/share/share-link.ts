// Share out (issue 35): the system share sheet where the browser has the Web Share API, else the
// link copied to the clipboard. Says only what happened: a share the member cancels says nothing.

export type ShareWay = 'share' | 'copy' | 'none';

/** The parts of `navigator` a share needs (a stub in tests). */
export type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText?: (text: string) => Promise<void> };
};

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Which way this browser can share `data`: its share sheet, a copy of the link, or neither. */
export function chooseShareWay(nav: ShareNavigator, data: ShareData): ShareWay {
  if (typeof nav.share === 'function' && (nav.canShare?.(data) ?? true)) return 'share';
  if (typeof nav.clipboard?.writeText === 'function') return 'copy';
  return 'none';
}

/** The absolute address of an item's own page, e.g. `/posts/{id}` on this origin. */
export function itemUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares `{ title, url }`: the share sheet when there is one (cancelled → 'cancelled'; refused for
 * another reason → the copy), else the clipboard; 'failed' when neither worked.
 */
export async function shareLink(nav: ShareNavigator, data: ShareData): Promise<ShareOutcome> {
  const way = chooseShareWay(nav, data);
  if (way === 'share' && nav.share) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (isCancel(error)) return 'cancelled';
    }
  }
  const write = nav.clipboard?.writeText;
  if (!write || !data.url) return 'failed';
  try {
    await write.call(nav.clipboard, data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
