// The app-wide toast API. The toaster (ark/zag Toast, ~7 KB gzip) loads when the page is first
// idle after its first paint, or with the first toast if one comes sooner.
import { Suspense, useSyncExternalStore } from 'react';
import { lazy } from './lazy';
import { useWhenIdle } from './use-when-idle';

export type ToastType = 'info' | 'success' | 'error' | 'warning';

export type ToastInput = {
  title: string;
  description?: string;
  type?: ToastType;
  /** Milliseconds; defaults to 5 s. `Infinity` keeps the toast until it is dismissed. */
  duration?: number;
  action?: { label: string; onClick: () => void };
};

let loading: Promise<typeof import('./toaster')> | undefined;
const loadToaster = () => {
  loading ??= import('./toaster');
  return loading;
};

let raised = false;
const raisedListeners = new Set<() => void>();
const subscribeRaised = (listener: () => void) => {
  raisedListeners.add(listener);
  return () => raisedListeners.delete(listener);
};

/** Shows a toast ({ title, description, type }); a newer toast replaces the one on screen. */
export function toast(input: ToastInput): void {
  if (!raised) {
    raised = true;
    for (const listener of raisedListeners) listener();
  }
  void loadToaster().then((m) => m.showToast(input));
}

const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/** The notifications region (F8 focuses it); mount once, in the signed-in root. */
export function ToastArea() {
  const idle = useWhenIdle();
  const wanted = useSyncExternalStore(
    subscribeRaised,
    () => raised,
    () => false,
  );
  if (!idle && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
