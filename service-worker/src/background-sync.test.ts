import { describe, expect, it, vi } from 'vitest';
import { drainForSync } from './background-sync';

describe('drainForSync', () => {
  it('resolves when the outbox drained, or when there is nothing the browser should retry', async () => {
    for (const result of ['drained', 'busy', 'signed-out', 'paused', 'no-member'] as const) {
      const flush = vi.fn(async () => result);
      await expect(drainForSync(flush)).resolves.toBeUndefined();
      expect(flush).toHaveBeenCalledWith('background-sync');
    }
  });

  it('rejects (so that Chrome retries the sync) while the server cannot take the queue', async () => {
    for (const result of ['retry-scheduled', 'failed'] as const) {
      await expect(drainForSync(async () => result)).rejects.toThrow(result);
    }
  });
});
