// The share target's address and form (ADR 048): named by the web manifest (built by
// vite.config.ts, hence no DOM here), answered by the service worker, read by shared-in.ts.

/** The manifest's `share_target` action; the worker answers it with a 303 to SHARE_LANDING. */
export const SHARE_TARGET_PATH = '/share-target';
export const SHARE_LANDING = '/?open=share';
/** The form's field names, as the manifest's `params` names them. */
export const SHARE_FIELDS = { title: 'title', text: 'text', url: 'url', files: 'media' } as const;

/** What the landing page says to a visitor who shared into Greenroom signed out. */
export const SHARE_SIGN_IN_TEXT =
  'Log in to share it in Greenroom. What you shared waits on this device until then.';
