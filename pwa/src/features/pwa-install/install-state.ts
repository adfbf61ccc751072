// Install and update state, kept outside React so that the events fired before the first
// render (beforeinstallprompt often fires early) are not lost.
import { useSyncExternalStore } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type State = {
  installEvent: BeforeInstallPromptEvent | null;
  /** Set when a new service worker waits; calling it activates the worker and reloads once. */
  applyUpdate: (() => void) | null;
};

const INITIAL: State = { installEvent: null, applyUpdate: null };
let state = INITIAL;
const listeners = new Set<() => void>();

function set(patch: Partial<State>) {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => state;
// What a prerendered page was painted with: hydration starts from it, then takes the events
// that came before (an early beforeinstallprompt) in a second render.
const serverSnapshot = () => INITIAL;

export function listenForInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set({ installEvent: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => set({ installEvent: null }));
}

export function setUpdateHandler(applyUpdate: (() => void) | null) {
  set({ applyUpdate });
}

export function hasUpdateHandler(): boolean {
  return state.applyUpdate !== null;
}

/** `prompt` is set while the browser offers installation (Chromium's beforeinstallprompt). */
export function useInstallPrompt(): { prompt: (() => Promise<void>) | null } {
  const { installEvent } = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  if (!installEvent) return { prompt: null };
  return {
    prompt: async () => {
      await installEvent.prompt();
      await installEvent.userChoice.catch(() => undefined);
      // An event can be used once; the browser fires a new one if installation is still possible.
      set({ installEvent: null });
    },
  };
}

export function useUpdateAvailable(): (() => void) | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot).applyUpdate;
}

/** Running as an installed app (home-screen launch). */
export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iPhone/iPad Safari, where "Add to Home Screen" is the only way to install. */
export function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const iOS =
    /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
  return iOS && !otherBrowser && /Safari/.test(ua);
}
