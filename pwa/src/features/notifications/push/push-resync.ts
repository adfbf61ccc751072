// The server's copy of this device's push subscription stays current: sent again at start (the
// browser may have renewed it) and when the service worker says it changed.
import { resyncPush } from './push-device';

export function keepPushSubscriptionCurrent(): () => void {
  const resync = () =>
    void resyncPush().catch((error) => console.warn('Push subscription not re-sent', error));
  resync();
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'push-resync') resync();
  };
  navigator.serviceWorker?.addEventListener('message', onMessage);
  return () => navigator.serviceWorker?.removeEventListener('message', onMessage);
}
