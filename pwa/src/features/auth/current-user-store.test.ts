import 'fake-indexeddb/auto';
import type { CurrentUser } from '@greenroom/shared-model/schemas/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetCurrentMember, rememberMember } from '../../client-core/local-db/device-db';

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
});
