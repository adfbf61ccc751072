import 'fake-indexeddb/auto';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetCurrentMember,
  getCurrentMember,
  rememberMember,
} from '../../client-core/local-db/device-db';
import { memoryStorage } from '../../client-core/testing/memory-storage';

const ada = { id: 'ada', firstName: 'Ada', email: 'ada@nyu.edu' } as CurrentUser;

async function freshStore() {
  vi.resetModules();
  // The app opens the gate of idle-time work at its first paint (main.tsx); nothing paints here.
  (await import('../../client-core/scheduling')).markFirstPainted();
  return import('./current-user-store');
}

function replyWith(response: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(response));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await forgetCurrentMember();
});

describe('current user store', () => {
  it('starts from the local copy at once (no device database, no server yet), and forgets it on a definite null', async () => {
    const storage = memoryStorage();
    storage.setItem('greenroom:member', JSON.stringify(ada));
    storage.setItem('greenroom:feed-snapshot:ada', '[]');
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('window', { addEventListener: () => {} });
    let answer: (r: Response) => void = () => {};
    replyWith(() => new Promise<Response>((resolve) => (answer = resolve)));
    const store = await freshStore();
    store.startAuth();
    expect(store.getAuthState()).toMatchObject({ status: 'signed-in', source: 'device' });
    expect(store.getCurrentUser()?.id).toBe('ada');
    answer(Response.json(null));
    await vi.waitFor(() => expect(store.getAuthState()).toEqual({ status: 'signed-out' }));
    await vi.waitFor(() => expect(storage.map.size).toBe(0));
  });

  it('adopts the member the server names', async () => {
    replyWith(async () => Response.json(ada));
    const store = await freshStore();
    await store.refreshCurrentUser();
    expect(store.getAuthState()).toMatchObject({ status: 'signed-in', source: 'server' });
  });

  it('signs out only on a definite null', async () => {
    replyWith(async () => Response.json(null));
    const store = await freshStore();
    await store.refreshCurrentUser();
    expect(store.getAuthState()).toEqual({ status: 'signed-out' });
  });

  it('keeps the remembered member when the network fails', async () => {
    await rememberMember(ada);
    replyWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    const store = await freshStore();
    await store.refreshCurrentUser();
    expect(store.getAuthState()).toMatchObject({ status: 'signed-in', source: 'device' });
    expect(store.getCurrentUser()?.id).toBe('ada');
  });

  it('treats a server error like a network failure', async () => {
    replyWith(async () => new Response('oops', { status: 502 }));
    const store = await freshStore();
    await store.refreshCurrentUser();
    expect(store.getAuthState()).toEqual({ status: 'unreachable' });
  });

  it('updateCurrentUser applies the own row, keeps the source, and updates the device copy', async () => {
    replyWith(async () => Response.json(ada));
    const store = await freshStore();
    await store.refreshCurrentUser();
    await vi.waitFor(async () => expect((await getCurrentMember())?.firstName).toBe('Ada'));
    const listener = vi.fn();
    store.subscribeAuthState(listener);

    store.updateCurrentUser({ id: 'ada', firstName: 'Augusta', lastName: 'King' });
    expect(store.getAuthState()).toMatchObject({
      status: 'signed-in',
      source: 'server',
      user: { id: 'ada', firstName: 'Augusta', lastName: 'King', email: 'ada@nyu.edu' },
    });
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () =>
      expect(await getCurrentMember()).toMatchObject({ firstName: 'Augusta', lastName: 'King' }),
    );

    // Nothing new, or someone else's row: no change, no re-render.
    store.updateCurrentUser({ firstName: 'Augusta' });
    store.updateCurrentUser({ id: 'bea', firstName: 'Bea' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getCurrentUser()?.firstName).toBe('Augusta');
  });

  it('updateCurrentUser does nothing while signed out', async () => {
    replyWith(async () => Response.json(null));
    const store = await freshStore();
    await store.refreshCurrentUser();
    store.updateCurrentUser({ firstName: 'Ghost' });
    expect(store.getAuthState()).toEqual({ status: 'signed-out' });
  });
});

describe('otherTabSays (tabs in step)', () => {
  const signedIn = { status: 'signed-in', user: ada, source: 'server' } as const;
  const bob = JSON.stringify({ id: 'bob' });

  it('a tab showing a member leaves when they sign out elsewhere or another member signs in', async () => {
    const { otherTabSays } = await freshStore();
    expect(otherTabSays(signedIn, null)).toBe('leave');
    expect(otherTabSays(signedIn, bob)).toBe('leave');
    expect(otherTabSays(signedIn, 'not json')).toBe('leave');
    // The same member's copy rewritten (a profile edit, a fresh session answer): nothing.
    expect(otherTabSays(signedIn, JSON.stringify(ada))).toBe('stay');
  });

  it('a signed-out tab follows a sign-in; a loading tab waits for its own answer', async () => {
    const { otherTabSays } = await freshStore();
    expect(otherTabSays({ status: 'signed-out' }, bob)).toBe('leave');
    expect(otherTabSays({ status: 'unreachable' }, bob)).toBe('leave');
    expect(otherTabSays({ status: 'signed-out' }, null)).toBe('stay');
    expect(otherTabSays({ status: 'loading' }, bob)).toBe('stay');
  });
});
