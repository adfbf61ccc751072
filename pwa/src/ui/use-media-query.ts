import { useSyncExternalStore } from 'react';

interface WatchedQuery {
  matches: boolean;
  subscribe(changed: () => void): () => void;
}

/**
 * One MediaQueryList per query for the page's life, its answer kept from its change events:
 * reading `matches` evaluates the query again, and a render in the middle of a route change
 * would pay for that evaluation in each component that asks.
 */
const watched = new Map<string, WatchedQuery>();

function watch(query: string): WatchedQuery {
  const known = watched.get(query);
  if (known) return known;
  const list = window.matchMedia(query);
  const listeners = new Set<() => void>();
  const entry: WatchedQuery = {
    matches: list.matches,
    subscribe(changed) {
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
  };
  list.addEventListener('change', (event) => {
    entry.matches = event.matches;
    for (const listener of listeners) listener();
  });
  watched.set(query, entry);
  return entry;
}

/** Whether the CSS media query matches now; follows it as the window changes (a rotated tablet). */
export function useMediaQuery(query: string): boolean {
  // Prerendered pages (scripts/prerender.ts) are rendered where there is no window.
  const entry = typeof window === 'undefined' ? unwatched : watch(query);
  return useSyncExternalStore(
    entry.subscribe,
    () => entry.matches,
    () => false,
  );
}

const unwatched: WatchedQuery = { matches: false, subscribe: () => () => {} };
