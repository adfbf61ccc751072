// One live query for every component that reads the same rows: a connection button on each of
// forty cards reads the member's connections once, not forty times (each live query is a
// listener Dexie calls on every write, and a query the screen's removal has to end).
import { liveQuery, type Subscription } from 'dexie';
import { useCallback, useSyncExternalStore } from 'react';
import { afterNextPaint } from '../scheduling';

export interface SharedQuery {
  querier: () => Promise<unknown>;
  value: unknown;
  listeners: Set<() => void>;
  subscription: Subscription | undefined;
}

const queries = new WeakMap<object, Map<string, SharedQuery>>();

/** The shared query of `key` in `scope`; `querier` is used only by the first to ask. */
export function sharedQuery(
  scope: object,
  key: string,
  querier: () => Promise<unknown>,
): SharedQuery {
  let byKey = queries.get(scope);
  if (!byKey) {
    byKey = new Map();
    queries.set(scope, byKey);
  }
  let query = byKey.get(key);
  if (!query) {
    query = { querier, value: undefined, listeners: new Set(), subscription: undefined };
    byKey.set(key, query);
  }
  return query;
}

/** Calls `onChange` at each new result; the query runs while anyone listens (and stops after
 * the next paint, as use-live-query.ts explains). */
export function listen(query: SharedQuery, onChange: () => void): () => void {
  query.listeners.add(onChange);
  query.subscription ??= liveQuery(query.querier).subscribe({
    next: (value) => {
      query.value = value;
      for (const listener of query.listeners) listener();
    },
  });
  return () => {
    query.listeners.delete(onChange);
    if (query.listeners.size > 0) return;
    afterNextPaint(() => {
      // Another screen may have started reading the same rows meanwhile.
      if (query.listeners.size > 0 || !query.subscription) return;
      query.subscription.unsubscribe();
      query.subscription = undefined;
      query.value = undefined;
    });
  };
}

/**
 * The result of `querier`, shared by every component that asks for the same `key` of the same
 * `scope` (the member's database): `querier` must depend on nothing else. `undefined` until the
 * query has answered, or while there is no `scope`.
 */
export function useSharedLiveQuery<T>(
  scope: object | null | undefined,
  key: string,
  querier: () => Promise<T>,
): T | undefined {
  const query = scope ? sharedQuery(scope, key, querier) : undefined;
  const subscribe = useCallback(
    (onChange: () => void) => (query ? listen(query, onChange) : () => {}),
    [query],
  );
  return useSyncExternalStore(subscribe, () => query?.value) as T | undefined;
}
