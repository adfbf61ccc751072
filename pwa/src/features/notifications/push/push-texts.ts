// What the push offer and the Settings push section say (UI only: loaded with them, not with the
// shell).
export const PUSH_TEXTS = {
  offerTitle: 'Get notified when Greenroom is closed',
  offerText:
    'Connection requests and replies to your gigs can reach this device even when the app is closed. You can turn this off in Settings.',
  turnOn: 'Turn on notifications',
  notNow: 'Not now',
  on: 'Notifications are on for this device',
  denied:
    'Notifications are blocked for this site. Allow them in your browser’s site settings to turn them on.',
  needsInstall:
    'On iPhone and iPad, notifications work in the installed app: tap Share, then “Add to Home Screen”, and open Greenroom from there.',
  unsupported: 'This browser cannot show notifications from Greenroom.',
  test: 'Send a test notification',
  turnOff: 'Turn off on this device',
} as const;
