import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rejection } from '../client-core/local-db/member-db';
import { closeTestDbs, testDb } from '../client-core/testing/fixtures';
import { memoryStorage } from '../client-core/testing/memory-storage';
import { STALE_REJECTION_MS, watchRejections } from './rejection-watch';

afterEach(() => closeTestDbs());

const NOW = 1_800_000_000_000;

const refusal = (mutationId: number, at = NOW): Omit<Rejection, 'id'> => ({
  mutationId,
  status: 422,
  message: `refused ${mutationId}`,
  method: 'POST',
  path: '/api/posts',
  at,
});

describe('watchRejections', () => {
  it('shows a refusal written by any context, once, and remembers it for the member', async () => {
    const db = testDb();
    const storage = memoryStorage();
    const show = vi.fn();
    const stop = watchRejections({ db, userId: 'u1', storage, show, now: () => NOW });

    // As the service worker's drain would: a row in the member's table.
    await db.rejections.add(refusal(7));
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(show.mock.calls[0]?.[0]).toMatchObject({ mutationId: 7, message: 'refused 7' });
    expect(storage.map.get('greenroom:rejections-seen:u1')).toBe('1');
    stop();

    // A reload: nothing new, nothing shown; a new refusal is.
    const again = vi.fn();
    const stopAgain = watchRejections({ db, userId: 'u1', storage, show: again, now: () => NOW });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again).not.toHaveBeenCalled();
    await db.rejections.add(refusal(8));
    await vi.waitFor(() => expect(again).toHaveBeenCalledTimes(1));
    expect(again.mock.calls[0]?.[0]).toMatchObject({ mutationId: 8 });
    stopAgain();
  });

  it('on a device with no record, shows recent refusals but not old ones', async () => {
    const db = testDb();
    await db.rejections.add(refusal(1, NOW - STALE_REJECTION_MS - 1));
    const quiet = vi.fn();
    const stop = watchRejections({
      db,
      userId: 'u2',
      storage: memoryStorage(),
      show: quiet,
      now: () => NOW,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(quiet).not.toHaveBeenCalled();
    stop();

    const db2 = testDb();
    await db2.rejections.add(refusal(2, NOW - 1000));
    const shown = vi.fn();
    const stop2 = watchRejections({
      db: db2,
      userId: 'u3',
      storage: memoryStorage(),
      show: shown,
      now: () => NOW,
    });
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    stop2();
  });
});
