import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_SYNC_TAG, registerOutboxSync } from './background-sync';

function container(registration: unknown): ServiceWorkerContainer {
  return { getRegistration: async () => registration } as unknown as ServiceWorkerContainer;
}

describe('registerOutboxSync', () => {
  it('registers the outbox tag with an active worker', async () => {
    const register = vi.fn(async () => {});
    const ok = await registerOutboxSync(container({ active: {}, sync: { register } }));
    expect(ok).toBe(true);
    expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG);
    expect(OUTBOX_SYNC_TAG).toBe('greenroom-outbox');
  });

  it('is a quiet no-op without Background Sync, a worker, or permission', async () => {
    expect(await registerOutboxSync(undefined)).toBe(false);
    expect(await registerOutboxSync(container(undefined))).toBe(false);
    expect(await registerOutboxSync(container({ active: {} }))).toBe(false);
    const denied = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    expect(await registerOutboxSync(container({ active: {}, sync: { register: denied } }))).toBe(
      false,
    );
  });
});
