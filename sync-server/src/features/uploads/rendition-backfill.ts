// The renditions of images uploaded before them (ADR 044; `pnpm media:backfill`), and the info of
// videos and sounds (ADR 046): works through the uploads whose info was never made, in key order;
// each is recorded as soon as it is done, so a run cut short goes on where it stopped and a second
// run finds nothing left to do. Then the queued streaming renditions are made (the command's
// process works the queue with the servers, FOR UPDATE SKIP LOCKED: a job is made once).
import {
  AVATAR_RENDITION_WIDTHS,
  PHOTO_RENDITION_WIDTHS,
} from '@greenroom/shared-model/helpers/renditions';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { type RenderDeps, renderMedia } from './render-upload';
import type { VideoQueue } from './video-queue';

const KINDS: Readonly<Record<string, 'image' | 'video' | 'audio'>> = {
  jpg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  mp4: 'video',
  mov: 'video',
  webm: 'video',
  mp3: 'audio',
  wav: 'audio',
  m4a: 'audio',
  aac: 'audio',
};
const KIND_PATTERN = `\\.(${Object.keys(KINDS).join('|')})$`;

const BATCH = 50;

export interface BackfillResult {
  /** Images whose renditions were made now. */
  rendered: number;
  /** Uploads looked at that were not rendered (no image sharp renders, file missing, broken). */
  skipped: number;
  /** Streaming renditions of videos made. */
  streams: number;
}

export async function backfillRenditions(
  deps: RenderDeps & { videoQueue?: VideoQueue },
): Promise<BackfillResult> {
  const result: BackfillResult = { rendered: 0, skipped: 0, streams: 0 };
  let after = '';
  for (;;) {
    const rows = await queryRows<{ key: string; avatar: boolean }>(
      deps.db,
      sql`select u.key, exists (select 1 from users
                where greenroom_media_key(profile_image_url) = u.key) as avatar
          from uploads u
          where u.renditions is null and u.key ~ ${KIND_PATTERN} and u.key > ${after}
          order by u.key limit ${BATCH}`,
    );
    for (const { key, avatar } of rows) {
      const widths = avatar ? AVATAR_RENDITION_WIDTHS : PHOTO_RENDITION_WIDTHS;
      const kind = KINDS[key.slice(key.lastIndexOf('.') + 1)] ?? 'image';
      // The queue is drained below, not kicked per video.
      const info = await renderMedia({ ...deps, videoQueue: undefined }, key, kind, widths);
      if (info) result.rendered += 1;
      else result.skipped += 1;
      after = key;
    }
    if (rows.length < BATCH) break;
  }
  if (deps.videoQueue) result.streams = await deps.videoQueue.drain();
  return result;
}
