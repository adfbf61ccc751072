// User Timing marks of the feed's first page, per visit of the home page (read by `pnpm bench`
// and visible in any profile): 'feed:read-start' when the feed has its first page (the kept
// first page, or the replica's read), 'feed:first-card' when the first
// card was painted, and the measure 'feed:first-page' between them. The paint time is the
// browser's own (Element Timing on the first card's first text); where that API is missing, the
// first task after the next frame.
import { afterNextPaint } from '../../client-core/scheduling';

const FEED_CARD_TIMING = 'feed-card';

let started = false;
let painted = false;

/** A visit of the home page begins (its first render): the marks that follow are its own (the
 * last visit's are cleared, so that a long session does not pile them up). */
export function beginFeedVisit(): void {
  started = false;
  painted = false;
  performance.clearMarks('feed:read-start');
  performance.clearMarks('feed:first-card');
  performance.clearMeasures('feed:first-page');
}

export function markFeedReadStart(): void {
  if (started) return;
  started = true;
  performance.mark('feed:read-start');
}

function markPaintedAt(startTime: number): void {
  if (painted) return;
  painted = true;
  performance.mark('feed:first-card', { startTime });
  if (started) performance.measure('feed:first-page', 'feed:read-start', 'feed:first-card');
}

interface ElementTiming extends PerformanceEntry {
  identifier: string;
  renderTime: number;
  loadTime: number;
}

const elementTiming =
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes?.includes('element');

if (elementTiming) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ElementTiming[]) {
      if (entry.identifier !== FEED_CARD_TIMING) continue;
      markPaintedAt(entry.renderTime || entry.loadTime || entry.startTime);
      return;
    }
  }).observe({ type: 'element', buffered: true });
}

/**
 * Call from a layout effect once the first cards are in `list` (before the browser paints them):
 * the first text of the first card is the one timed.
 */
export function markFeedPainted(list: HTMLElement | null): void {
  if (painted) return;
  if (elementTiming && list) {
    const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT, (node) =>
      node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
    );
    const text = walker.nextNode();
    if (text?.parentElement) {
      text.parentElement.setAttribute('elementtiming', FEED_CARD_TIMING);
      return;
    }
  }
  afterNextPaint(() => markPaintedAt(performance.now()));
}
