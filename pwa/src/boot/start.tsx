// The app's start, top to bottom. What runs before this module:
//   1. index.html paints "Loading Greenroom..." and runs /theme.js (the theme, blocking);
//   2. /early-session.js (pwa/public, async) asks the server who is signed in while this bundle is
//      still on its way (boot/early-requests.ts hands the answer over once).
// Then, here:
//   3. the session check starts (or a prerendered visitor page says: a visitor), the install
//      prompt is listened for and the service worker registered;
//   4. after a paint (the bundle's evaluation was one long task), the router is made and, after
//      another, the matched route's code is asked for; at Home, the feed's code follows it when
//      the last visit's first page is kept (boot/feed-first-page.ts);
//   5. the first render: a prerendered page hydrates once its route's code is in; the shell
//      renders as soon as the auth state is known and the route's code is in (3 s at most), and
//      waits for nothing else: Home's feed fills in when its code and first page are at hand;
//   6. that render's paint opens the idle gate (client-core/scheduling.ts): the header's widgets
//      and analytics start when the page is next idle, and so do Dexie and the sync engine at Home
//      (elsewhere they start right after that paint: sync/components/sync-provider.tsx); from then
//      on, navigations cross-fade where the browser has view transitions (boot/view-transitions.ts).
import {
  PRERENDERED_ATTRIBUTE,
  prerenderedPageFor,
} from '@greenroom/shared-model/prerendered-pages';
import { disableZodJit } from '@greenroom/shared-model/zod-jitless';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setWritePreparer } from '../client-core/outbox/write-preparer';
import { afterNextPaint, markFirstPainted } from '../client-core/scheduling';
import {
  startAuth,
  startAuthAsVisitor,
  whenAuthDecided,
} from '../features/auth/current-user-store';
import { listenForInstallPrompt } from '../features/pwa-install/install-state';
import { registerServiceWorker } from '../features/pwa-install/register-sw';
import { createAppRouter } from '../router';
import { schemaWorker } from '../sync/schema-worker';
import { preloadFeedCode, showsKeptPage } from './feed-first-page';
import { viewTransitionsFromNow } from './view-transitions';

/** How long the first render waits for the auth state before showing the loading screen. */
const AUTH_WAIT_MS = 3000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The start goes on in a task after the next paint: each step before it was a long task. */
const afterPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));

/** Opens the idle gate, and lets navigations cross-fade, once the first render is on screen. */
function FirstPaint({ router }: { router: ReturnType<typeof createAppRouter> }) {
  useEffect(
    () =>
      afterNextPaint(() => {
        markFirstPainted();
        viewTransitionsFromNow(router);
      }),
    [router],
  );
  return null;
}

// No top-level await here: the route chunks import from the entry's chunk, and a dynamic import
// of a module whose dependency is still evaluating waits for it, so awaiting them at the top
// level would wait on itself until the AUTH_WAIT_MS timer ended it.
export async function start(root: HTMLElement): Promise<void> {
  disableZodJit();
  // Writes are checked against their schemas in the schema worker: zod stays off this thread.
  setWritePreparer((name, params, body) => schemaWorker().prepareWrite(name, params, body));

  // A page the server prerendered for a visitor hydrates what it painted; the shell (index.html,
  // also the service worker's answer to every navigation) renders from scratch.
  const painted = root.getAttribute(PRERENDERED_ATTRIBUTE);
  const hydrate =
    painted !== null &&
    painted ===
      prerenderedPageFor(window.location.pathname, new URLSearchParams(window.location.search));
  if (hydrate) startAuthAsVisitor();
  else startAuth();
  listenForInstallPrompt();
  registerServiceWorker();

  await afterPaint();
  const router = createAppRouter();
  await afterPaint();
  const routeCode = router.load().catch(() => undefined);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      <FirstPaint router={router} />
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // blocking it in one long task (a phone's main thread is slow).
  if (hydrate) {
    // The matched route's chunk must be in before hydration, or it would suspend.
    await routeCode;
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  // Asked for after the route's own code: six connections at a time, the feed's files would hold
  // the route's up.
  if (showsKeptPage(location.pathname)) void routeCode.then(preloadFeedCode);
  // index.html already paints the loading text; rendering once the auth state is known (or the
  // wait is over) draws the member's shell in one yielding transition, where a later change of
  // the store would re-render the whole app in one blocking task.
  await Promise.race([Promise.all([whenAuthDecided(), routeCode]), delay(AUTH_WAIT_MS)]);
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
