// Usage tracking for the signed-in member, started by the shell once the page is idle: page
// views on every route change, clicks on buttons and links, text highlights in posts, and the
// queue sent when the network is back or the page is hidden. The stop function undoes it all
// (sign-out).
import { pageNameOf } from '@greenroom/shared-model/helpers/page-names';
import type { AnyRouter } from '@tanstack/react-router';
import { analyticsQueue } from '../../client-core/analytics/queue';
import { flushTracking, trackClick, trackPageView } from '../../client-core/analytics/track';
import { afterNextPaint } from '../../client-core/scheduling';
import { watchTextHighlights } from './text-highlights';

const CLICKABLE = 'button, a[href], [role="button"], [role="tab"], [role="menuitem"]';

/** What a control says (its label or text), never what a member typed into a field. */
function controlName(el: Element): string {
  const named =
    el.getAttribute('data-track') ?? el.getAttribute('aria-label') ?? el.textContent ?? '';
  return named.replace(/\s+/g, ' ').trim().slice(0, 80);
}

export function startTracking(router: AnyRouter): () => void {
  analyticsQueue.setEnabled(true);
  let lastPath = '';
  const view = (pathname: string) => {
    if (pathname === lastPath) return;
    lastPath = pathname;
    // Recorded once the new screen is on it: the route change resolves in the same task as
    // the screen's first render, and the record (a write to storage) can wait a frame.
    afterNextPaint(() => trackPageView(pageNameOf(pathname)));
  };
  view(location.pathname);
  const stopRoutes = router.subscribe('onResolved', (event) => view(event.toLocation.pathname));

  const onClick = (event: MouseEvent) => {
    const el = (event.target as Element | null)?.closest?.(CLICKABLE);
    if (!el) return;
    const name = controlName(el);
    if (name)
      trackClick(pageNameOf(location.pathname), el.tagName === 'A' ? 'link' : 'button', name);
  };
  const onOnline = () => void analyticsQueue.flush();
  const onHide = () => {
    if (document.visibilityState === 'hidden') flushTracking(true);
  };
  const stopHighlights = watchTextHighlights();
  document.addEventListener('click', onClick, { capture: true });
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onHide);
  return () => {
    flushTracking(false);
    analyticsQueue.setEnabled(false);
    stopRoutes();
    stopHighlights();
    document.removeEventListener('click', onClick, { capture: true });
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onHide);
  };
}
