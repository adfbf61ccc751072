// Text highlights in posts (spec part 2 §7): a selection of 8 to 1000 characters inside one
// post's text (marked `data-highlight-post`), by mouse, touch or keyboard, sent with the SHA-256
// of its lower-cased text, where it starts and ends in the post, the viewport and the kind of
// device. One drag sends once; the same post at most every 5 s, the same passage every 2 s.
import {
  HIGHLIGHT_MAX_CHARS,
  HIGHLIGHT_MIN_CHARS,
  HIGHLIGHT_SAME_POST_THROTTLE_MS,
  HIGHLIGHT_SAME_SNIPPET_THROTTLE_MS,
} from '@greenroom/shared-model/constants';
import type { TextHighlightBody } from '@greenroom/shared-model/schemas/analytics';
import { trackTextHighlight } from '../../client-core/analytics/track';

type Method = TextHighlightBody['method'];

export function deviceTypeOf(width: number): TextHighlightBody['deviceType'] {
  return width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';
}

export async function snippetHash(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text.toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether a highlight may be sent now, given when the post and the passage last were. */
export function createHighlightThrottle(now: () => number = Date.now) {
  const lastPost = new Map<string, number>();
  const lastSnippet = new Map<string, number>();
  return (postId: string, hash: string): boolean => {
    const at = now();
    if (at - (lastPost.get(postId) ?? Number.NEGATIVE_INFINITY) < HIGHLIGHT_SAME_POST_THROTTLE_MS)
      return false;
    if (
      at - (lastSnippet.get(hash) ?? Number.NEGATIVE_INFINITY) <
      HIGHLIGHT_SAME_SNIPPET_THROTTLE_MS
    )
      return false;
    lastPost.set(postId, at);
    lastSnippet.set(hash, at);
    return true;
  };
}

const postOf = (node: Node | null): HTMLElement | null =>
  (node instanceof Element ? node : node?.parentElement)?.closest<HTMLElement>(
    '[data-highlight-post]',
  ) ?? null;

export function watchTextHighlights(): () => void {
  const allowed = createHighlightThrottle();
  let lastSent = '';

  async function check(method: Method) {
    const selection = document.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0) return;
    const text = selection.toString().trim();
    if (text.length < HIGHLIGHT_MIN_CHARS || text.length > HIGHLIGHT_MAX_CHARS) return;
    const host = postOf(selection.anchorNode);
    if (!host || host !== postOf(selection.focusNode) || !crypto.subtle) return;
    const postId = host.dataset.highlightPost!;
    if (`${postId}:${text}` === lastSent) return;
    const hash = await snippetHash(text);
    if (!allowed(postId, hash)) return;
    lastSent = `${postId}:${text}`;
    const range = selection.getRangeAt(0);
    const before = document.createRange();
    before.selectNodeContents(host);
    before.setEnd(range.startContainer, range.startOffset);
    const startOffset = before.toString().length;
    trackTextHighlight({
      postId,
      selectionLength: text.length,
      snippetHash: hash,
      selectedText: text,
      startOffset,
      endOffset: startOffset + range.toString().length,
      method,
      viewportWidth: window.innerWidth,
      viewportHeight: window.innerHeight,
      deviceType: deviceTypeOf(window.innerWidth),
    });
  }

  const later = (method: Method) => () => setTimeout(() => void check(method).catch(() => {}), 0);
  const onMouse = later('mouse');
  const onTouch = later('touch');
  const onKey = (event: KeyboardEvent) => {
    if (event.shiftKey) later('keyboard')();
  };
  document.addEventListener('mouseup', onMouse);
  document.addEventListener('touchend', onTouch);
  document.addEventListener('keyup', onKey);
  return () => {
    document.removeEventListener('mouseup', onMouse);
    document.removeEventListener('touchend', onTouch);
    document.removeEventListener('keyup', onKey);
  };
}
