import { createToaster } from '@ark-ui/react/toast';
import { describe, expect, it } from 'vitest';
import { replacingToasts } from './toast-replace';

// The store as the signed-in shell makes it (max 1). The toast machines are not running here:
// a toast's exit ends with `remove(id)`, called by the test where the machine would call it.
function setUp() {
  const store = createToaster({ max: 1, removeDelay: 200 });
  const shown: string[] = [];
  store.subscribe((change: { title?: string; dismiss?: boolean; message?: string }) => {
    if (!change.dismiss && !change.message && change.title) shown.push(change.title);
  });
  const onScreen = () => store.getVisibleToasts().map((t) => t.title);
  const leave = async (title: string) => {
    const toast = store.getVisibleToasts().find((t) => t.title === title);
    if (!toast) throw new Error(`${title} is not on screen`);
    store.remove(toast.id);
    await Promise.resolve();
  };
  return { store, shown, onScreen, leave, replacing: replacingToasts(store) };
}

const updated = { title: 'Post updated successfully!', type: 'success' } as const;
const saved = {
  title: "Saved — it will be shared when you're back online",
  type: 'success',
} as const;
const refused = { title: 'Failed to save post changes. Please try again.', type: 'error' } as const;
const deleted = { title: 'Post deleted successfully!', type: 'success' } as const;

describe('replacingToasts', () => {
  it('shows a toast at once when none is on screen', () => {
    const { replacing, onScreen } = setUp();
    replacing.show(updated);
    expect(onScreen()).toEqual([updated.title]);
  });

  it('shows the newer toast once the one it replaces has left', async () => {
    const { replacing, onScreen, leave } = setUp();
    replacing.show(updated);
    replacing.show(saved);
    expect(onScreen()).toEqual([updated.title]);
    await leave(updated.title);
    expect(onScreen()).toEqual([saved.title]);
  });

  // home-feed e2e "the author edits and deletes": the offline edit's notice, then the server's
  // refusal right after reconnecting, both before the first toast has finished leaving; then the
  // delete. The store's own queue kept the offline notice (a success, after the error by
  // priority) and showed it in place of the delete's.
  it('never shows a toast replaced while it waited, nor in place of a later one', async () => {
    const { replacing, onScreen, leave, shown } = setUp();
    replacing.show(updated);
    replacing.show(saved); // `updated` is leaving
    replacing.show(refused); // still leaving
    await leave(updated.title);
    expect(onScreen()).toEqual([refused.title]);
    replacing.show(deleted);
    await leave(refused.title);
    expect(onScreen()).toEqual([deleted.title]);
    expect(shown).toEqual([updated.title, refused.title, deleted.title]);
  });

  it('the store alone (dismiss, then create) shows the replaced toast instead of the newest', async () => {
    const { store, onScreen, leave } = setUp();
    const show = (data: { title: string; type: 'success' | 'error' }) => {
      store.dismiss();
      store.create(data);
    };
    show(updated);
    show(saved);
    show(refused);
    await leave(updated.title);
    show(deleted);
    await leave(refused.title);
    // What the e2e saw: the old notice instead of "Post deleted successfully!". If zag changes
    // this, replacingToasts may no longer be needed.
    expect(onScreen()).toEqual([saved.title]);
  });

  it('a toast that leaves by itself (its time, the close button) lets the waiting one in', async () => {
    const { store, replacing, onScreen } = setUp();
    const id = replacing.show(updated);
    replacing.show(saved);
    store.remove(id);
    await Promise.resolve();
    expect(onScreen()).toEqual([saved.title]);
  });
});
