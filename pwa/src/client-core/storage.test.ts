import { describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from './storage';

describe('requestPersistentStorage', () => {
  it('asks once when not yet persisted', async () => {
    const persist = vi.fn(async () => true);
    expect(await requestPersistentStorage({ persisted: async () => false, persist })).toBe(true);
    expect(persist).toHaveBeenCalledOnce();
  });
  it('does not ask again when already persisted', async () => {
    const persist = vi.fn(async () => true);
    expect(await requestPersistentStorage({ persisted: async () => true, persist })).toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });
  it('answers false without the API or when it throws', async () => {
    expect(await requestPersistentStorage({})).toBe(false);
    expect(await requestPersistentStorage(undefined)).toBe(false);
    expect(
      await requestPersistentStorage({
        persist: async () => {
          throw new Error('denied');
        },
      }),
    ).toBe(false);
  });
});
