// The streaming renditions of videos (ADR 046): a queue in the database (`media_jobs`, one row
// per video), worked by every server process one job at a time. A job is taken with FOR UPDATE
// SKIP LOCKED and held by a lease (`locked_until`) the worker renews while ffmpeg runs (at
// niceness 19, one thread), with its progress; a process that dies leaves the lease to expire and
// another process (or its own restart) takes the job again; a process that stops frees its job
// at once. Done: the rendition `<hex>.v720.mp4` is stored beside the original and `uploads.stream`
// says `ready`, which the rows holding the video receive (migration 0027's trigger). A video
// ffmpeg fails on MAX_ATTEMPTS times is `failed`: the original is played.

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';
import { errorData, type Logger } from '../../logger';
import { streamKey } from '../../storage/media-key';
import type { MediaStorage } from '../../storage/media-storage';
import { findMediaTools, type MediaTools, probe, transcodeStream } from './ffmpeg';
import { withLocalFile } from './video-info';

const MAX_ATTEMPTS = 3;

export interface VideoQueueOptions {
  db: AppDb;
  storage: MediaStorage;
  logger: Logger;
  /** Default: findMediaTools(); null: none (jobs wait for a process that has them). */
  tools?: MediaTools | null;
  /** How long a taken job is held without news from its worker. */
  leaseMs?: number;
  /** How often an idle worker looks for jobs (queued by other processes, or freed by a death). */
  pollMs?: number;
}

export function createVideoQueue(options: VideoQueueOptions) {
  const { db, storage, logger } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 30_000;
  const lease = sql.raw(`interval '${Math.ceil(leaseMs / 1000)} seconds'`);
  let started = false;
  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const abort = new AbortController();
  const tools = () => (options.tools === undefined ? findMediaTools() : options.tools);

  /** Gives up the jobs that failed too often: their videos play as uploaded. */
  async function giveUp(): Promise<void> {
    const rows = await queryRows<{ key: string }>(
      db,
      sql`delete from media_jobs where attempts >= ${MAX_ATTEMPTS}
            and (locked_until is null or locked_until < now()) returning key`,
    );
    for (const { key } of rows) {
      logger.warn('media: no streaming rendition for a video', { key, attempts: MAX_ATTEMPTS });
      await db.execute(sql`update uploads set stream = 'failed' where key = ${key}`);
    }
  }

  /** Takes the oldest free job (another process's are skipped), or null. */
  async function take(): Promise<string | null> {
    const rows = await queryRows<{ key: string }>(
      db,
      sql`update media_jobs set locked_until = now() + ${lease}, attempts = attempts + 1,
            progress = 0
          where key = (select key from media_jobs
                       where (locked_until is null or locked_until < now())
                         and attempts < ${MAX_ATTEMPTS}
                       order by created_at, key limit 1 for update skip locked)
          returning key`,
    );
    return rows[0]?.key ?? null;
  }

  /** Renews the lease with the progress; false when the job is gone (its video was deleted). */
  async function renew(key: string, progress: number): Promise<boolean> {
    const rows = await queryRows<{ key: string }>(
      db,
      sql`update media_jobs set locked_until = now() + ${lease}, progress = ${progress}
          where key = ${key} returning key`,
    );
    return rows.length > 0;
  }

  async function work(key: string, ffmpeg: MediaTools): Promise<void> {
    const started = Date.now();
    const done = await withLocalFile(storage, key, async (input, workDir) => {
      const { duration } = await probe(ffmpeg, input);
      const output = join(workDir, 'stream.mp4');
      let progress = 0;
      const gone = new AbortController();
      const onStop = () => gone.abort();
      abort.signal.addEventListener('abort', onStop, { once: true });
      const heartbeat = setInterval(
        () => {
          renew(key, progress)
            .then((held) => {
              if (!held) gone.abort();
            })
            .catch(() => undefined);
        },
        Math.max(200, leaseMs / 4),
      );
      try {
        await transcodeStream(ffmpeg, input, output, duration, {
          signal: gone.signal,
          onProgress: (p) => {
            progress = p;
          },
        });
      } finally {
        clearInterval(heartbeat);
        abort.signal.removeEventListener('abort', onStop);
      }
      const { size } = await stat(output);
      await storage.put(streamKey(key), createReadStream(output), {
        contentType: 'video/mp4',
        size,
      });
      return size;
    });
    if (done === null) {
      // The original is gone.
      await db.execute(sql`delete from media_jobs where key = ${key}`);
      await db.execute(sql`update uploads set stream = 'failed' where key = ${key}`);
      return;
    }
    const recorded = await db.transaction(async (tx) => {
      const rows = await queryRows<{ key: string }>(
        tx,
        sql`update uploads set stream = 'ready' where key = ${key} returning key`,
      );
      await tx.execute(sql`delete from media_jobs where key = ${key}`);
      return rows.length > 0;
    });
    // Deleted while it was made: the janitor has been, so the rendition goes here.
    if (!recorded) await storage.delete(streamKey(key));
    else
      logger.info('media: streaming rendition made', {
        key,
        bytes: done,
        ms: Date.now() - started,
      });
  }

  /** Works jobs until none is free; resolves with how many were worked. */
  async function runOnce(): Promise<number> {
    const ffmpeg = tools();
    if (!ffmpeg) return 0;
    let count = 0;
    for (;;) {
      again = false;
      await giveUp();
      const key = stopped ? null : await take();
      if (!key) {
        if (again && !stopped) continue;
        return count;
      }
      count += 1;
      try {
        await work(key, ffmpeg);
      } catch (error) {
        if (stopped) {
          // Stopping: free the job for the next start (ours or another process's).
          await db.execute(
            sql`update media_jobs set locked_until = null, attempts = attempts - 1
                where key = ${key}`,
          );
          return count;
        }
        logger.warn('media: streaming rendition failed', { key, ...errorData(error) });
        await db.execute(
          sql`update media_jobs set locked_until = now() + interval '30 seconds'
              where key = ${key}`,
        );
      }
    }
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = runOnce()
      .catch((error) => {
        logger.error('media: the video queue failed', errorData(error));
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    /** A job was queued: work it now (once started). */
    kick(): void {
      if (started && !stopped) void run();
    },
    /** Works every free job now and resolves when none is left (tests, the backfill). */
    async drain(): Promise<number> {
      while (running) await running;
      return runOnce();
    },
    /** Takes the jobs left by a previous run at once, then looks again every pollMs. */
    start(): void {
      if (started) return;
      started = true;
      if (!tools()) {
        logger.warn(
          'media: ffmpeg/ffprobe not found; videos are played as uploaded (no streaming renditions)',
        );
      }
      timer = setInterval(() => void run(), pollMs);
      timer.unref();
      void run();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      abort.abort();
      while (running) await running;
    },
  };
}

export type VideoQueue = ReturnType<typeof createVideoQueue>;
