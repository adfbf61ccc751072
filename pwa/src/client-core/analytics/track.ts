// Usage analytics from the client (spec part 2 §7 "Client usage analytics"): best effort — it
// never blocks or breaks the screen, its failures are swallowed, and a member whose browser asks
// not to be tracked (Do Not Track) sends nothing.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import type { UserActionBody } from '@greenroom/shared-model/schemas/analytics';

export function trackingAllowed(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true;
}

export function trackUserAction(body: UserActionBody): void {
  if (!trackingAllowed() || !navigator.onLine) return;
  void fetch(apiPaths.analytics.userAction, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
    // Read the (tiny) reply: an unread body keeps the request open.
    .then((reply) => reply.text())
    .catch(() => undefined);
}

/** A page view of `page` (e.g. 'home'), at this address. */
export function trackPageView(page: string): void {
  trackUserAction({ action: 'page_view', page, metadata: { path: location.pathname } });
}
