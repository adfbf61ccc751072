// Whether usage analytics may be recorded on this device: never when the browser asks not to be
// tracked (Do Not Track, Global Privacy Control), nor when the member turned it off in Settings
// ("Share usage analytics from this device", kept per device).
const OPT_OUT_KEY = 'greenroom:analytics-opt-out';

export function browserAsksNotToTrack(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

export function deviceOptedOut(): boolean {
  try {
    return localStorage.getItem(OPT_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setDeviceOptOut(optOut: boolean): void {
  try {
    if (optOut) localStorage.setItem(OPT_OUT_KEY, '1');
    else localStorage.removeItem(OPT_OUT_KEY);
  } catch {
    // Storage refused (private mode): nothing to remember.
  }
}

export function trackingAllowed(): boolean {
  return !browserAsksNotToTrack() && !deviceOptedOut();
}
