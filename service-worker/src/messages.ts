// Messages from the page. SKIP_WAITING is sent by workbox-window's messageSkipWaiting() when the
// member accepts the update prompt; the worker never skips waiting on its own.

declare const self: ServiceWorkerGlobalScope;

export function handleMessages() {
  self.addEventListener('message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === 'SKIP_WAITING') void self.skipWaiting();
  });
}
