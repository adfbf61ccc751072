import 'fake-indexeddb/auto';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetCurrentMember,
  getCurrentMember,
  rememberMember,
} from '../../client-core/local-db/device-db';

const ada = { id: 'ada', firstName: 'Ada', email: 'ada@nyu.edu' } as CurrentUser;

async function freshStore() {
  vi.resetModules();
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
