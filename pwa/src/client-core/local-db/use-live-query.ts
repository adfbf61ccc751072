// Dexie's live queries for React, as dexie-react-hooks gives them, with one difference: a query
// that ends (its screen goes away, or its inputs change) stops listening in the first task after
// the next paint, not in React's commit. A screen change ends all the last screen's queries at
// once, and each of Dexie's unsubscriptions rebuilds its chain of listeners (linear in how many
// are live): done in the commit, that work held back the new screen's first frame. An ended
// query delivers nothing meanwhile.
import { liveQuery, type Observable } from 'dexie';
// biome-ignore lint/style/noRestrictedImports: the one wrapper of dexie-react-hooks
import { type InteropableObservable, useObservable } from 'dexie-react-hooks';
import { afterNextPaint } from '../scheduling';

/** What useObservable subscribes to: `source`, whose subscriptions end at once for their
 * observer and after the next paint for Dexie. */
export function stoppingAfterPaint<T>(source: Observable<T>): InteropableObservable<T> {
  return {
    subscribe(onNext, onError) {
      let open = true;
      const inner = source.subscribe(
        (value) => open && onNext(value),
        (reason) => open && onError?.(reason),
      );
      return {
        unsubscribe() {
          if (!open) return;
          open = false;
          afterNextPaint(() => inner.unsubscribe());
        },
      };
    },
    // useObservable reads a value the query already holds, rather than subscribing to find out.
    hasValue: source.hasValue?.bind(source),
    getValue: source.getValue?.bind(source),
  };
}

/** The result of `querier`, kept current as the database changes; `undefined` until it has one. */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined;
export function useLiveQuery<T, D>(
  querier: () => Promise<T> | T,
  deps: unknown[],
  defaultResult: D,
): T | D;
export function useLiveQuery<T, D>(
  querier: () => Promise<T> | T,
  deps: unknown[] = [],
  defaultResult?: D,
): T | D | undefined {
  return useObservable(() => stoppingAfterPaint(liveQuery(querier)), deps, defaultResult);
}
