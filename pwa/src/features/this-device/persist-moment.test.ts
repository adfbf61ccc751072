import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../client-core/testing/memory-storage';
import { askForPersistenceOnce, forgetAsked, isOfflineWrite, wasAsked } from './persist-moment';

describe('isOfflineWrite', () => {
  const ready = { pending: 0, ready: true };
  it('is a write queued while offline', () => {
    expect(isOfflineWrite(ready, { pending: 1, ready: true, online: false })).toBe(true);
  });
  it('is not a write queued online, a count falling, or the runtime starting', () => {
    expect(isOfflineWrite(ready, { pending: 1, ready: true, online: true })).toBe(false);
    expect(
      isOfflineWrite({ pending: 2, ready: true }, { pending: 1, ready: true, online: false }),
    ).toBe(false);
    // The first status after opening the database reports writes queued earlier.
    expect(
      isOfflineWrite({ pending: 0, ready: false }, { pending: 3, ready: true, online: false }),
    ).toBe(false);
  });
});

describe('askForPersistenceOnce', () => {
  it('asks the browser once per member, then remembers', async () => {
    const store = memoryStorage();
    const persist = vi.fn(async () => true);
    const storage = { persisted: async () => false, persist };
    expect(await askForPersistenceOnce('m1', 'offline-write', { store, storage })).toBe(true);
    expect(await askForPersistenceOnce('m1', 'push-on', { store, storage })).toBeNull();
    expect(persist).toHaveBeenCalledOnce();
    expect(wasAsked('m1', store)).toBe(true);
    // Another member on the same device is asked for on their own moment.
    expect(wasAsked('m2', store)).toBe(false);
    expect(await askForPersistenceOnce('m2', 'installed', { store, storage })).toBe(true);
    expect(persist).toHaveBeenCalledTimes(2);
  });
  it('reports the browser saying no, and asks nobody without a member', async () => {
    const store = memoryStorage();
    const storage = { persisted: async () => false, persist: async () => false };
    expect(await askForPersistenceOnce('m1', 'push-on', { store, storage })).toBe(false);
    expect(await askForPersistenceOnce(null, 'push-on', { store, storage })).toBeNull();
  });
  it('asks again after the member removed their data from the device', async () => {
    const store = memoryStorage();
    const persist = vi.fn(async () => false);
    const storage = { persisted: async () => false, persist };
    await askForPersistenceOnce('m1', 'installed', { store, storage });
    forgetAsked('m1', store);
    expect(wasAsked('m1', store)).toBe(false);
    await askForPersistenceOnce('m1', 'installed', { store, storage });
    expect(persist).toHaveBeenCalledTimes(2);
  });
});
