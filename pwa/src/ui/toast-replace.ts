// One toast on screen, and the newest one wins (spec part 1 §9).
//
// zag's store with `max: 1` does not do that by itself: a toast created while the previous one
// is still leaving (its exit takes `removeDelay`, counted in animation frames) goes to the
// store's queue, `dismiss()` does not reach queued toasts, and the queue is replayed by priority
// (an error before a success). Two toasts within one exit therefore left the older one waiting
// in the queue, to be shown in place of the next toast for its whole duration: a delete's
// "Post deleted successfully!" came out as the earlier offline edit's "Saved — it will be
// shared when you're back online" (home-feed e2e, right after reconnecting). Here the store's
// queue is never used: the newest toast waits in a single slot until the screen is clear.
import type { CreateToasterReturn } from '@ark-ui/react/toast';

type Store = Pick<CreateToasterReturn, 'create' | 'dismiss' | 'getCount' | 'subscribe'>;
export type ToastData = Parameters<CreateToasterReturn['create']>[0];

let lastId = 0;

/** `show` dismisses what is on screen and shows `data` once it has left; a later `show` while
 * it waits replaces it (it is never shown). */
export function replacingToasts(store: Store): { show(data: ToastData): string } {
  let waiting: (ToastData & { id: string }) | null = null;
  const showWaiting = () => {
    if (waiting === null || store.getCount() > 0) return;
    const next = waiting;
    waiting = null;
    store.create(next);
  };
  store.subscribe((change: { dismiss?: boolean }) => {
    // `remove` tells its subscribers before it drops the toast from its list.
    if (change.dismiss) queueMicrotask(showWaiting);
  });
  return {
    show(data) {
      lastId += 1;
      const next = { ...data, id: data.id ?? `toast:replacing:${lastId}` };
      if (store.getCount() === 0) {
        waiting = null;
        return store.create(next);
      }
      store.dismiss();
      waiting = next;
      return next.id;
    },
  };
}
