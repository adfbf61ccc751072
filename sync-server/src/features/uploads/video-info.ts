// A video's and a sound's info at upload (ADR 046), made in the upload request like a photo's
// renditions (same queue of one, render-upload.ts): a video's size as shown, length and poster
// frame (WebP renditions of it at the photo widths, `<hex>.w<width>.webp`, and its colour), with a
// job queued for its streaming rendition (video-queue.ts); a sound's length and the peaks of its
// waveform. Recorded on the `uploads` row, whose trigger copies it to the rows that hold it.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PHOTO_RENDITION_WIDTHS } from '@greenroom/shared-model/helpers/renditions';
import {
  type SoundInfo,
  type VisualInfo,
  WAVEFORM_PEAKS,
} from '@greenroom/shared-model/schemas/media';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppDb } from '../../db/client';
import type { Logger } from '../../logger';
import { renditionKey } from '../../storage/media-key';
import type { MediaStorage } from '../../storage/media-storage';
import { type MediaTools, posterFrame, probe, soundPeaks } from './ffmpeg';
import { renderImage } from './image-renditions';

/**
 * Runs `fn` with a file holding `key` (the storage's own file for a folder, else a temporary copy
 * removed afterwards); null when the object is gone.
 */
export async function withLocalFile<T>(
  storage: MediaStorage,
  key: string,
  fn: (path: string, workDir: string) => Promise<T>,
): Promise<T | null> {
  const workDir = await mkdtemp(join(tmpdir(), 'greenroom-media-'));
  try {
    if (storage.localPath) {
      if (!(await storage.head(key))) return null;
      return await fn(storage.localPath(key), workDir);
    }
    const object = await storage.get(key);
    if (!object) return null;
    const copy = join(workDir, key);
    await pipeline(object.body, createWriteStream(copy));
    return await fn(copy, workDir);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Where in a video its poster is taken: a second in, or a tenth of a shorter one. */
function posterTime(duration: number): number {
  return duration >= 10 ? 1 : duration / 10;
}

interface InfoDeps {
  db: AppDb;
  storage: MediaStorage;
  logger: Logger;
}

/**
 * Probes `key` (a video, or a sound in a video container) and records its info. Resolves to the
 * info, or null when ffprobe could not read it (recorded as having none).
 */
export async function recordVideoOrSound(
  deps: InfoDeps,
  tools: MediaTools,
  key: string,
  kind: 'video' | 'audio',
): Promise<VisualInfo | SoundInfo | null> {
  const { db, storage } = deps;
  const made = await withLocalFile(storage, key, async (path) => {
    const probed = await probe(tools, path);
    if (kind === 'video' && probed.video) {
      const frame = await posterFrame(tools, path, posterTime(probed.duration));
      const { info, files } = await renderImage(frame, PHOTO_RENDITION_WIDTHS);
      // A frame narrower than the narrowest width is stored at its own width: every video has one.
      if (files.length === 0) {
        const data = await sharp(frame).webp({ quality: 72 }).toBuffer();
        files.push({ width: info.width, data });
        info.renditions = [info.width];
      }
      for (const file of files) {
        await storage.put(renditionKey(key, file.width), Readable.from([file.data]), {
          contentType: 'image/webp',
          size: file.data.length,
        });
      }
      const duration = round(probed.duration);
      const visual: VisualInfo = { ...info, duration, stream: 'processing' };
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into media_jobs (key) values (${key}) on conflict (key) do nothing`,
        );
        await tx.execute(
          sql`update uploads set width = ${info.width}, height = ${info.height},
                placeholder = ${info.placeholder},
                renditions = ${sql.raw(`'{${info.renditions.join(',')}}'`)}::integer[],
                duration = ${duration}, stream = 'processing'
              where key = ${key}`,
        );
      });
      return visual;
    }
    if (!probed.audio) throw new Error('neither video nor sound');
    const peaks = await soundPeaks(tools, path, probed.duration, WAVEFORM_PEAKS);
    const sound: SoundInfo = { duration: round(probed.duration), peaks };
    await db.execute(
      sql`update uploads set duration = ${sound.duration},
            peaks = ${sql.raw(`'{${peaks.join(',')}}'`)}::smallint[], renditions = '{}'
          where key = ${key}`,
    );
    return sound;
  });
  return made;
}

/** Seconds to a tenth (the client shows whole seconds). */
function round(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}
