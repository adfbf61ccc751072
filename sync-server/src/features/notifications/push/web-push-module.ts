// web-push is loaded on first use, not at start: it is among the slowest modules to load, and
// a process needs it only to make VAPID keys once or to send a push (ADR 027, start time).
type WebPush = typeof import('web-push');

let loading: Promise<WebPush> | undefined;

export function loadWebPush(): Promise<WebPush> {
  loading ??= import('web-push').then(
    (module) => ((module as { default?: WebPush }).default ?? module) as WebPush,
  );
  return loading;
}
