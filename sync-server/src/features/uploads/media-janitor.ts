// The media janitor (ADR 022): deletes stored files nothing references any more, from every
// process at once safely (rows taken with FOR UPDATE SKIP LOCKED, one batch per transaction, the
// file deleted before the batch commits so that a failure leaves the row for the next run).
// - Released keys: a media column's trigger queued them in `media_released` when a write dropped
//   them; its NOTIFY (delivered on commit only) wakes the janitor of every process. A key some
//   column still holds (the same file used twice) stays.
// - Files nothing ever referenced, a day after their upload (a form abandoned after its upload).
// - Sizes of files stored before the `uploads` table (read from storage, for the quota).
// Unfinished resumable uploads expire in tus.routes.ts.
import {
  AVATAR_RENDITION_WIDTHS,
  PHOTO_RENDITION_WIDTHS,
} from '@greenroom/shared-model/helpers/renditions';
import { sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';
import { errorData, type Logger } from '../../logger';
import { renditionKey, streamKey } from '../../storage/media-key';
import type { MediaStorage } from '../../storage/media-storage';
import { stillReferenced } from './media-columns';

const RENDITION_WIDTHS = [...new Set([...PHOTO_RENDITION_WIDTHS, ...AVATAR_RENDITION_WIDTHS])];

const MEDIA_CHANNEL = 'greenroom_media';
/** A file nothing referenced is kept this long after its upload (a form may still use it). */
export const UNREFERENCED_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_MS = 60 * 60 * 1000;
const BATCH = 100;

export interface MediaJanitorDeps {
  db: AppDb;
  storage: MediaStorage;
  logger: Logger;
  listen?: (channel: string, fn: () => void) => Promise<() => Promise<void>>;
}

export interface MediaSweep {
  /** Released keys looked at, and files deleted because nothing held them. */
  released: number;
  deleted: number;
  /** Files deleted because nothing referenced them a day after their upload. */
  unreferenced: number;
}

export function createMediaJanitor(deps: MediaJanitorDeps) {
  const { db, storage, logger } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  async function deleteFiles(tx: AppDb, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const deleted = await queryRows<{
      key: string;
      renditions: number[] | null;
      stream: string | null;
    }>(
      tx,
      sql`delete from uploads where key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}) returning key, to_jsonb(renditions) as renditions, stream`,
    );
    const rows = new Map(deleted.map((r) => [r.key, r]));
    for (const key of keys) {
      await storage.delete(key);
      const row = rows.get(key);
      // Every width ever made, so that a rendering cut short leaves nothing either (ADR 044),
      // and a small video's poster at its own width.
      if (row?.renditions) {
        const widths = new Set([...RENDITION_WIDTHS, ...row.renditions]);
        for (const width of widths) await storage.delete(renditionKey(key, width));
      }
      // A video's streaming rendition, made or being made (ADR 046; its job goes with the row,
      // and a worker finishing it later finds the row gone and deletes it).
      if (row?.stream) await storage.delete(streamKey(key));
    }
  }

  /** One batch of released keys; how many were taken and how many files went. */
  async function releaseBatch(): Promise<{ taken: number; deleted: number }> {
    return db.transaction(async (tx) => {
      const rows = await queryRows<{ key: string }>(
        tx,
        sql`select key from media_released order by released_at
            limit ${BATCH} for update skip locked`,
      );
      const keys = rows.map((r) => r.key);
      if (keys.length === 0) return { taken: 0, deleted: 0 };
      const held = await stillReferenced(tx, keys);
      const gone = keys.filter((k) => !held.has(k));
      await deleteFiles(tx, gone);
      await tx.execute(
        sql`delete from media_released where key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      );
      return { taken: keys.length, deleted: gone.length };
    });
  }

  /** One batch of files a day old that nothing ever referenced. */
  async function unreferencedBatch(cutoff: Date): Promise<{ taken: number; deleted: number }> {
    return db.transaction(async (tx) => {
      const rows = await queryRows<{ key: string }>(
        tx,
        sql`select key from uploads
            where referenced_at is null and created_at < ${cutoff.toISOString()}::timestamptz
            order by created_at limit ${BATCH} for update skip locked`,
      );
      const keys = rows.map((r) => r.key);
      if (keys.length === 0) return { taken: 0, deleted: 0 };
      // Referenced by a path the trigger did not see (none today): kept, and marked.
      const held = [...(await stillReferenced(tx, keys))];
      if (held.length > 0) {
        await tx.execute(
          sql`update uploads set referenced_at = now() where key in (${sql.join(
            held.map((k) => sql`${k}`),
            sql`, `,
          )})`,
        );
      }
      const gone = keys.filter((k) => !held.includes(k));
      await deleteFiles(tx, gone);
      return { taken: keys.length, deleted: gone.length };
    });
  }

  /** Sizes of the files stored before the uploads table (counted in the quota once known). */
  async function fillSizes(): Promise<void> {
    const rows = await queryRows<{ key: string }>(
      db,
      sql`select key from uploads where size is null limit ${BATCH}`,
    );
    for (const { key } of rows) {
      const found = await storage.head(key);
      await db.execute(sql`update uploads set size = ${found?.size ?? 0} where key = ${key}`);
    }
  }

  /** Everything due now: released keys, then (with `full`) the day-old unreferenced files. */
  async function runOnce(full: boolean, now = new Date()): Promise<MediaSweep> {
    const result: MediaSweep = { released: 0, deleted: 0, unreferenced: 0 };
    for (;;) {
      again = false;
      for (;;) {
        const { taken, deleted } = await releaseBatch();
        result.released += taken;
        result.deleted += deleted;
        if (taken < BATCH || stopped) break;
      }
      if (!again || stopped) break;
    }
    if (full && !stopped) {
      const cutoff = new Date(now.getTime() - UNREFERENCED_TTL_MS);
      for (;;) {
        const { taken, deleted } = await unreferencedBatch(cutoff);
        result.unreferenced += deleted;
        if (taken < BATCH || stopped) break;
      }
      await fillSizes();
    }
    return result;
  }

  function run(full: boolean): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = runOnce(full)
      .then((r) => {
        if (r.deleted + r.unreferenced > 0) logger.info('media sweep', { ...r });
      })
      .catch((error) => logger.error('media sweep failed', errorData(error)))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    /** Delete the files of released keys now (after a commit; woken by NOTIFY). */
    kick: () => run(false),
    /** The whole sweep now, as of `now` (tests pass a later clock); resolves with its figures. */
    async sweep(now = new Date()): Promise<MediaSweep> {
      while (running) await running;
      return runOnce(true, now);
    },
    /** Wait until no released key is left (tests). */
    async drain(): Promise<void> {
      await run(false);
      while (running) await running;
    },
    async start() {
      if (deps.listen) unlisten = await deps.listen(MEDIA_CHANNEL, () => void run(false));
      timer = setInterval(() => void run(true), SWEEP_MS);
      timer.unref();
      void run(true);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await unlisten?.();
      await running;
    },
  };
}

export type MediaJanitor = ReturnType<typeof createMediaJanitor>;
