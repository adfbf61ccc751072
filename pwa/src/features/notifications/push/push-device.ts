// Web push on this device: whether it can be offered, turning it on (only from a tap: the
// permission prompt needs a user gesture, and iOS allows push only in the installed app),
// turning it off, and keeping the server's copy of the subscription current (on start, and when
// the VAPID key changed).
import { apiPaths } from '@greenroom/shared-model/api-paths';

export type PushAvailability =
  /** No Push API here. */
  | 'unsupported'
  /** iPhone or iPad in Safari: push needs the app on the Home Screen first. */
  | 'needs-install'
  /** The member said no in the browser: only the browser's settings can undo it. */
  | 'denied'
  | 'off'
  | 'on';

function isIosBrowser(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Mac') && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !standalone;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return (await navigator.serviceWorker.getRegistration().catch(() => undefined)) ?? undefined;
}

export async function pushAvailability(): Promise<PushAvailability> {
  if (isIosBrowser() && !('PushManager' in window)) return 'needs-install';
  if (!('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  if (isIosBrowser()) return 'needs-install';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await registration();
  if (!reg) return 'unsupported';
  const sub = await reg.pushManager.getSubscription().catch(() => null);
  return sub && Notification.permission === 'granted' ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

async function vapidKey(): Promise<string> {
  const res = await fetch(apiPaths.pushSubscriptions.vapidPublicKey, { credentials: 'include' });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return ((await res.json()) as { publicKey: string }).publicKey;
}

async function send(method: 'POST' | 'DELETE', body: unknown): Promise<void> {
  const res = await fetch(
    method === 'POST' ? apiPaths.pushSubscriptions.create : apiPaths.pushSubscriptions.remove,
    {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!res.ok) {
    const message = ((await res.json().catch(() => ({}))) as { message?: string }).message;
    throw new Error(message ?? `${res.status}: ${res.statusText}`);
  }
}

const sameKey = (sub: PushSubscription, key: Uint8Array) => {
  const current = sub.options?.applicationServerKey;
  if (!current) return true;
  const a = new Uint8Array(current);
  return a.length === key.length && a.every((v, i) => v === key[i]);
};

/** Subscribes this device and tells the server (call from a tap). */
export async function turnOnPush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notifications were not allowed');
  const reg = await registration();
  if (!reg) throw new Error('The app is not installed in this browser yet');
  const key = keyBytes(await vapidKey());
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameKey(sub, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key as BufferSource,
  });
  await send('POST', sub.toJSON());
}

export async function turnOffPush(): Promise<void> {
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return;
  await send('DELETE', { endpoint: sub.endpoint }).catch(() => {});
  await sub.unsubscribe();
}

/** On start: a subscription the browser still has is (re)sent; one of an old key is renewed. */
export async function resyncPush(): Promise<void> {
  if (!('PushManager' in window) || Notification.permission !== 'granted') return;
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription();
  if (!reg || !sub) return;
  const key = keyBytes(await vapidKey());
  if (sameKey(sub, key)) return send('POST', sub.toJSON());
  await sub.unsubscribe();
  const fresh = await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key as BufferSource,
  });
  await send('POST', fresh.toJSON());
}

export async function sendTestPush(): Promise<number> {
  const res = await fetch(`${apiPaths.pushSubscriptions.create}/test`, {
    method: 'POST',
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return ((await res.json()) as { sent: number }).sent;
}

const NOT_NOW_KEY = 'greenroom.push.notNow';
const NOT_NOW_DAYS = 30;

/** "Not now" on the offer: asked again after 30 days at the earliest. */
export function rememberNotNow(now = Date.now()): void {
  localStorage.setItem(NOT_NOW_KEY, String(now));
}

export function saidNotNow(now = Date.now()): boolean {
  const at = Number(localStorage.getItem(NOT_NOW_KEY));
  return Number.isFinite(at) && at > 0 && now - at < NOT_NOW_DAYS * 86_400_000;
}
