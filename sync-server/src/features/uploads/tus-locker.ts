// The lock of a tus upload across server processes (ADR 012, 038). @tus/server takes a lock per
// upload around every request that reads or moves its offset (HEAD, PATCH, DELETE); its own
// MemoryLocker covers one process only, so behind a balancer two processes could both accept the
// same PATCH and both append at one offset. Here each lock is the MemoryLocker's (a newer request
// in the same process asks the holder to let go, as tus expects) and then a PostgreSQL advisory
// lock per upload id, which another process waits for until the holder's request has ended (a
// process that dies releases its locks with its connections). The waiter then reads the offset the
// holder left, so a second PATCH at the same offset is refused with 409. On PGlite (one process
// per database) the MemoryLocker alone.
import { ERRORS, type Lock, type Locker, MemoryLocker, type RequestRelease } from '@tus/server';
import type { Database } from '../../db/client';

/** Advisory lock namespace of tus uploads (the key is the hash of the upload id). */
const TUS_LOCK_NAMESPACE = 7_203_115;
/** As long as MemoryLocker waits by default: then the request fails with tus's lock timeout. */
const ACQUIRE_TIMEOUT_MS = 30_000;
const RETRY_MS = 50;

export function createTusLocker(database: Database): Locker {
  const local = new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS });
  const tryLock = database.tryAdvisoryLock?.bind(database);
  if (!tryLock) return local;
  return {
    newLock(id: string): Lock {
      const inProcess = local.newLock(id);
      let release: (() => Promise<void>) | null = null;
      return {
        async lock(signal: AbortSignal, cancelRequest: RequestRelease) {
          await inProcess.lock(signal, cancelRequest);
          try {
            const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
            for (;;) {
              release = await tryLock(TUS_LOCK_NAMESPACE, id);
              if (release) return;
              if (signal.aborted) throw ERRORS.ABORTED;
              if (Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
              await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
            }
          } catch (error) {
            await inProcess.unlock();
            throw error;
          }
        },
        async unlock() {
          const held = release;
          release = null;
          try {
            await held?.();
          } finally {
            await inProcess.unlock();
          }
        },
      };
    },
  };
}
