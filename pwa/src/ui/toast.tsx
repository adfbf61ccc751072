// The app-wide toast API. The toaster (ark/zag Toast, ~7 KB gzip) loads after the first paint;
// toasts raised before that are shown as soon as it is in.
import { lazy } from 'react';

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

/** Shows a toast ({ title, description, type }); a newer toast replaces the one on screen. */
export function toast(input: ToastInput): void {
  void loadToaster().then((m) => m.showToast(input));
}

/** The notifications region (F8 focuses it); mount once at the root, inside <Suspense>. */
export const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
