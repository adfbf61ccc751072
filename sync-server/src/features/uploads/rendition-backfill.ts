// The renditions of images uploaded before them (ADR 044; `pnpm media:backfill`). Works through
// the uploads whose renditions were never made, in key order; each is recorded as soon as it is
// done, so a run cut short goes on where it stopped and a second run finds nothing left to do.
import {
  AVATAR_RENDITION_WIDTHS,
  PHOTO_RENDITION_WIDTHS,
} from '@greenroom/shared-model/helpers/renditions';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { type RenderDeps, renderUpload } from './render-upload';

const BATCH = 50;

export interface BackfillResult {
  /** Images whose renditions were made now. */
  rendered: number;
  /** Uploads looked at that were not rendered (no image sharp renders, file missing, broken). */
  skipped: number;
}

export async function backfillRenditions(deps: RenderDeps): Promise<BackfillResult> {
  const result: BackfillResult = { rendered: 0, skipped: 0 };
  let after = '';
  for (;;) {
    const rows = await queryRows<{ key: string; avatar: boolean }>(
      deps.db,
      sql`select u.key, exists (select 1 from users
                where greenroom_media_key(profile_image_url) = u.key) as avatar
          from uploads u
          where u.renditions is null and u.key ~ '\\.(jpg|png|gif|webp)$' and u.key > ${after}
          order by u.key limit ${BATCH}`,
    );
    for (const { key, avatar } of rows) {
      const widths = avatar ? AVATAR_RENDITION_WIDTHS : PHOTO_RENDITION_WIDTHS;
      const info = await renderUpload(deps, key, widths);
      if (info) result.rendered += 1;
      else result.skipped += 1;
      after = key;
    }
    if (rows.length < BATCH) return result;
  }
}
