// Whether this render runs in a page React has taken over. A prerendered page is painted before
// its script runs (ADR 008): a form there must not submit by itself, since the browser would send
// its fields — a password too — in the address of a plain GET; and a control that works only with
// script (a select's list) must look unavailable rather than swallow a tap and stay shut. False
// while hydrating a prerendered page, true from the next render and for anything the app renders.
import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
