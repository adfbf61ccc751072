// Renditions of a stored upload (ADR 044): read from the media storage, rendered one at a time per
// process (libvips on one thread, so the other core keeps serving), stored beside the original,
// and recorded on its `uploads` row; the row's trigger copies the info to the rows that hold the
// upload (migration 0021). A failure is logged and recorded as "none", never an upload's failure.
// Videos and sounds (ADR 046) go through the same queue: their probe, poster and peaks.
import { Readable } from 'node:stream';
import { PHOTO_RENDITION_WIDTHS } from '@greenroom/shared-model/helpers/renditions';
import type { MediaInfo, VisualInfo } from '@greenroom/shared-model/schemas/media';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppDb } from '../../db/client';
import { errorData, type Logger } from '../../logger';
import { renditionKey } from '../../storage/media-key';
import type { MediaStorage } from '../../storage/media-storage';
import { findMediaTools, type MediaTools } from './ffmpeg';
import { renderImage } from './image-renditions';
import { recordVideoOrSound } from './video-info';

/** Larger images are served as they are (decoding them would hold this much memory and more). */
const RENDER_MAX_BYTES = 64 * 1024 * 1024;
/** Content types sharp renders; other images (none today) are served as they are. */
const RENDERED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

sharp.concurrency(1);

let queue: Promise<unknown> = Promise.resolve();

/** Runs `job` after every job queued before it: one rendering at a time in this process. */
function inRenderSlot<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface RenderDeps {
  db: AppDb;
  storage: MediaStorage;
  logger: Logger;
  /** ffmpeg and ffprobe (default: found once, findMediaTools); null: there are none. */
  tools?: MediaTools | null;
  /** Woken when a video's streaming rendition is queued (video-queue.ts). */
  videoQueue?: { kick(): void };
}

let toldNoTools = false;

/**
 * Makes and records the info of an upload of `kind` (a photo's renditions at `widths`, a video's
 * poster and length, a sound's waveform). Resolves to the info, or null when there is none.
 */
export async function renderMedia(
  deps: RenderDeps,
  key: string,
  kind: string,
  widths: readonly number[] = PHOTO_RENDITION_WIDTHS,
): Promise<MediaInfo | null> {
  if (kind === 'image') return renderUpload(deps, key, widths);
  if (kind !== 'video' && kind !== 'audio') return null;
  const tools = deps.tools === undefined ? findMediaTools() : deps.tools;
  if (!tools) {
    // Left unrecorded: `pnpm media:backfill` makes it once ffmpeg is there.
    if (!toldNoTools) {
      deps.logger.warn(
        'media: ffmpeg/ffprobe not found; videos and sounds are served as uploaded (no poster, length, waveform or streaming rendition)',
        { key },
      );
    }
    toldNoTools = true;
    return null;
  }
  const info = await inRenderSlot(async () => {
    try {
      return await recordVideoOrSound(deps, tools, key, kind);
    } catch (error) {
      deps.logger.warn(`media: no info for a ${kind}`, { key, ...errorData(error) });
      await deps.db.execute(sql`update uploads set renditions = '{}' where key = ${key}`);
      return null;
    }
  });
  if (info && 'stream' in info) deps.videoQueue?.kick();
  return info;
}

/**
 * Makes and records `key`'s renditions at `widths`. Resolves to the info recorded, or null when
 * the upload is no image sharp renders (nothing recorded) or could not be decoded (recorded as
 * having no renditions, so the backfill does not try it again).
 */
export async function renderUpload(
  deps: RenderDeps,
  key: string,
  widths: readonly number[],
): Promise<VisualInfo | null> {
  const { db, storage, logger } = deps;
  const head = await storage.head(key);
  if (!head || !RENDERED_TYPES.has(head.contentType) || head.size > RENDER_MAX_BYTES) return null;
  return inRenderSlot(async () => {
    try {
      const object = await storage.get(key);
      if (!object) return null;
      const { info, files } = await renderImage(await readAll(object.body), widths);
      for (const file of files) {
        await storage.put(renditionKey(key, file.width), Readable.from([file.data]), {
          contentType: 'image/webp',
          size: file.data.length,
        });
      }
      await db.execute(
        sql`update uploads set width = ${info.width}, height = ${info.height},
              placeholder = ${info.placeholder},
              renditions = ${sql.raw(`'{${info.renditions.join(',')}}'`)}::integer[]
            where key = ${key}`,
      );
      return info;
    } catch (error) {
      logger.warn('media: no renditions for an image', { key, ...errorData(error) });
      await db.execute(sql`update uploads set renditions = '{}' where key = ${key}`);
      return null;
    }
  });
}
