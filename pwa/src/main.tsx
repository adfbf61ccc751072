import './index.css';
import {
  PRERENDERED_ATTRIBUTE,
  prerenderedPageFor,
} from '@greenroom/shared-model/prerendered-pages';
import { disableZodJit } from '@greenroom/shared-model/zod-jitless';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterNextPaint } from './client-core/after-next-paint';
import { setWritePreparer } from './client-core/outbox/write-preparer';
import { markFirstPainted } from './client-core/when-idle';
import { startAuth, startAuthAsVisitor, whenAuthDecided } from './features/auth/current-user-store';
import { takeEarlyFeed } from './features/home/early-feed';
import { loadFeedListCode } from './features/home/feed-list-code';
import { hasAnyFeedSnapshot } from './features/home/feed-snapshot';
import { listenForInstallPrompt } from './features/pwa-install/install-state';
import { registerServiceWorker } from './features/pwa-install/register-sw';
import { schemaWorker } from './features/sync/schema-worker';
import { createAppRouter } from './router';

/** How long the first render waits for the auth state before showing the loading screen. */
const AUTH_WAIT_MS = 3000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

disableZodJit();
// Writes are checked against their schemas in the schema worker: zod stays off this thread.
setWritePreparer((name, params, body) => schemaWorker().prepareWrite(name, params, body));
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A page the server prerendered for a visitor hydrates what it painted; the shell (index.html,
// also the service worker's answer to every navigation) renders from scratch.
const painted = root.getAttribute(PRERENDERED_ATTRIBUTE);
const hydrate =
  painted !== null &&
  painted ===
    prerenderedPageFor(window.location.pathname, new URLSearchParams(window.location.search));

// Before the first render: the session check starts at once, and an early
// beforeinstallprompt is not lost.
if (hydrate) startAuthAsVisitor();
else startAuth();
listenForInstallPrompt();
registerServiceWorker();

/** The rest of the start runs in a task of its own: the entry module's evaluation is one long
 * task already on a phone, and a long task holds up whatever the member does meanwhile. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Opens the gate of idle-time work (client-core/when-idle.ts) once the first render is shown. */
function FirstPaint() {
  useEffect(() => afterNextPaint(markFirstPainted), []);
  return null;
}

// No top-level await here: the route chunks import from the entry's chunk, and a dynamic import
// of a module whose dependency is still evaluating waits for it, so awaiting them at the top
// level would wait on itself until the AUTH_WAIT_MS timer ended it.
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  // The home page's first render shows its feed: a member who was here before gets the feed's
  // code while the app starts, so that the first page they kept paints as soon as the home page
  // does (features/home/feed-snapshot.ts); a device that keeps none waits for the server's early
  // first page (features/home/early-feed.ts), and for the feed's code when that page has items.
  // The first render waits for these too: the cards (or the welcome card) then paint in that
  // render, before any idle-time work (Dexie, the sync engine) has started and could cut into it.
  // Asked for after the route's own code: six connections at a time, the feed's files would hold
  // the route's up.
  const router = createAppRouter();
  // Making the router and matching the address are each a long task on a slow phone.
  await nextTask();
  const routeCode = router.load().catch(() => undefined);
  const atHome = !hydrate && location.pathname === '/';
  const kept = atHome && hasAnyFeedSnapshot();
  const earlyFeed = atHome && !kept ? takeEarlyFeed() : undefined;
  const loadFeedCode = () => routeCode.then(() => loadFeedListCode()).then(() => true);
  /** Whether the first render has cards to show, their code loaded. */
  const cardsAtHand: Promise<boolean> = (
    kept
      ? loadFeedCode()
      : (earlyFeed?.then((items) => (items?.length ? loadFeedCode() : false)) ??
        Promise.resolve(false))
  ).catch(() => false);

  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      <FirstPaint />
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
  // index.html already paints the loading text; rendering once the auth state is known (or
  // the wait is over) draws the member's shell in one yielding transition, where a later
  // change of the store would re-render the whole app in one blocking task.
  const cards = await Promise.race([
    Promise.all([whenAuthDecided(), routeCode, cardsAtHand]).then(([, , cards]) => cards),
    delay(AUTH_WAIT_MS).then(() => false),
  ]);
  const reactRoot = createRoot(root);
  // With the feed's first page at hand the render is short and not worth slicing: left to
  // yield, other tasks cut in between its slices and its cards paint later.
  if (cards) reactRoot.render(app);
  else startTransition(() => reactRoot.render(app));
}

void start(root);
