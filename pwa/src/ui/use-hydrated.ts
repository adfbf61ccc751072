// Whether this render runs in a page React has taken over. A prerendered page is painted before
// its script runs (ADR 008): a form there must not submit by itself, since the browser would send
// its fields — a password too — in the address of a plain GET. False while hydrating a
// prerendered page, true from the next render and for anything rendered by the app itself.
import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
