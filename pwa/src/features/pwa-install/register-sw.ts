import { Workbox } from 'workbox-window';
import { hasUpdateHandler, setUpdateHandler } from './install-state';

/**
 * Registers /sw.js in production builds. A new worker waits until the member accepts the update
 * prompt; then it takes over and the page reloads once.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  let reloading = false;

  const offerUpdate = () =>
    setUpdateHandler(() => {
      wb.addEventListener('controlling', () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      });
      wb.messageSkipWaiting();
      setUpdateHandler(null);
    });

  wb.addEventListener('waiting', offerUpdate);
  wb.register().catch((error) => console.warn('Service worker registration failed', error));

  // Look for a new version when the app comes back to the foreground (long-lived home-screen
  // sessions would otherwise only check on navigation).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  });
}

/**
 * The server no longer speaks this app's sync protocol: show "Update available" now, without
 * waiting for the periodic check. Reload looks for the new worker and activates it; a worker
 * that arrives meanwhile takes over the prompt through `waiting` above.
 */
export function offerRequiredUpdate(): void {
  if (hasUpdateHandler()) return;
  setUpdateHandler(() => void reloadOntoNewVersion());
}

async function reloadOntoNewVersion(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  await registration?.update().catch(() => undefined);
  const waiting = registration?.waiting;
  if (waiting) {
    const controlling = new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
    waiting.postMessage({ type: 'SKIP_WAITING' });
    await Promise.race([controlling, new Promise((resolve) => setTimeout(resolve, 3000))]);
  }
  window.location.reload();
}
