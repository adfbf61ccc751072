// A banner pinned above the bottom bar (the iOS install hint, "Update available") makes room for
// itself: while it shows, `--gr-banner-space` on <html> holds its height and a gap, and toasts sit
// that much higher, so the two never stack on each other (#30).
import { type RefCallback, useCallback } from 'react';

const GAP_PX = 12;
const heights = new Map<Element, number>();

function publish(): void {
  const total = [...heights.values()].reduce((sum, h) => sum + h + GAP_PX, 0);
  const root = document.documentElement.style;
  if (total > 0) root.setProperty('--gr-banner-space', `${Math.ceil(total)}px`);
  else root.removeProperty('--gr-banner-space');
}

/** A ref for the banner's element: its height counts while it is in the page. */
export function useBannerSpace<T extends HTMLElement>(): RefCallback<T> {
  return useCallback((el: T | null) => {
    if (!el) return;
    const observer = new ResizeObserver(() => {
      heights.set(el, el.getBoundingClientRect().height);
      publish();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      heights.delete(el);
      publish();
    };
  }, []);
}
