// A content view (spec part 2 §7): recorded once per item per session, when the item leaves the
// screen (or the page is hidden or left) after being at least half visible, with how long it
// was visible (ms) and how far it was seen: a card's largest visible share, a page's deepest
// scroll (percent). `isUnique`: the first view of the item on this device.
import type { ContentViewBody } from '@greenroom/shared-model/schemas/analytics';
import { useCallback, useEffect, useRef } from 'react';
import { trackContentView } from '../../client-core/analytics/track';
import { firstViewOnDevice, viewedThisSession } from './viewed-items';

type ContentType = ContentViewBody['contentType'];

export function useContentView(
  contentType: ContentType,
  contentId: string | undefined,
  mode: 'card' | 'page' = 'card',
): (element: Element | null) => void {
  const state = useRef({ visibleSince: 0, visibleMs: 0, depth: 0, done: false });
  const element = useRef<Element | null>(null);

  const finish = useCallback(() => {
    const s = state.current;
    if (s.done || !contentId) return;
    if (s.visibleSince > 0) {
      s.visibleMs += performance.now() - s.visibleSince;
      s.visibleSince = 0;
    }
    if (s.visibleMs === 0 || viewedThisSession(contentType, contentId)) return;
    s.done = true;
    trackContentView({
      contentType,
      contentId,
      isUnique: firstViewOnDevice(contentType, contentId),
      viewDuration: Math.round(s.visibleMs),
      scrollDepth: Math.min(100, Math.round(s.depth)),
    });
  }, [contentType, contentId]);

  useEffect(() => {
    const s = state.current;
    s.done = contentId ? viewedThisSession(contentType, contentId, false) : true;
    const onScroll = () => {
      const seen = window.scrollY + window.innerHeight;
      const height = document.documentElement.scrollHeight || 1;
      s.depth = Math.max(s.depth, (seen / height) * 100);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') finish();
    };
    if (mode === 'page') {
      s.visibleSince = performance.now();
      onScroll();
      window.addEventListener('scroll', onScroll, { passive: true });
    }
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', finish);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', finish);
      finish();
    };
  }, [contentType, contentId, mode, finish]);

  const observer = useRef<IntersectionObserver | null>(null);
  return useCallback(
    (el: Element | null) => {
      observer.current?.disconnect();
      element.current = el;
      if (!el || mode === 'page' || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        ([entry]) => {
          if (!entry) return;
          const s = state.current;
          s.depth = Math.max(s.depth, entry.intersectionRatio * 100);
          if (entry.intersectionRatio >= 0.5 && s.visibleSince === 0) {
            s.visibleSince = performance.now();
          } else if (entry.intersectionRatio < 0.5 && s.visibleSince > 0) {
            finish();
          }
        },
        { threshold: [0, 0.25, 0.5, 0.75, 1] },
      );
      observer.current.observe(el);
    },
    [mode, finish],
  );
}
