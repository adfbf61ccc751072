/** Debian's Chromium, headless on a CI machine: the push tests of the e2e suite and the Lighthouse bench. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same engine without the
 * browser around it, for every e2e test but the push ones. The suite took 6.9 min on it against
 * 8.2 on the full browser (ADR 031). It has no notifications, so a push event never ends there.
 */
export const CHROMIUM_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
/** The tag of an e2e test that delivers a push (fixtures/service-worker.ts `deliverPush`). */
export const PUSH_TAG = '@push';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
