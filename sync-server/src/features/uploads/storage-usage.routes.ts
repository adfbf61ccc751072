// GET /api/storage/usage: the bytes the member's files take (with what their unfinished
// resumable uploads declared) and their quota, for Settings' "Storage" line. GET
// /api/storage/processing: their videos whose streaming rendition is being made, with its progress
// (the author's "Processing video… 40 %", ADR 046).
import type { ProcessingReply, StorageUsageReply } from '@greenroom/shared-model/schemas/uploads';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { queryRows } from '../../db/client';
import type { HonoEnv } from '../../http/context';
import { declareInput } from '../../http/route-input';
import type { AppServices } from '../../services';
import { mediaAddress } from '../../storage/media-key';
import { requireUser } from '../auth/session';
import { quotaBytes, storageUsed } from './storage-quota';

export function storageUsageRoutes(services: AppServices) {
  const app = new Hono<HonoEnv>();
  app.get('/usage', declareInput(), requireUser, async (c) => {
    const usedBytes = await storageUsed(c.var.db, c.var.user!.id);
    return c.json({ usedBytes, quotaBytes: quotaBytes(services.env) } satisfies StorageUsageReply);
  });
  app.get('/processing', declareInput(), requireUser, async (c) => {
    const rows = await queryRows<{ key: string; progress: number }>(
      c.var.db,
      sql`select j.key, j.progress from media_jobs j join uploads u on u.key = j.key
          where u.user_id = ${c.var.user!.id} order by j.created_at limit 100`,
    );
    const videos = rows.map((r) => ({
      url: mediaAddress(r.key),
      progress: Math.min(1, Math.max(0, Number(r.progress))),
    }));
    return c.json({ videos } satisfies ProcessingReply);
  });
  return app;
}
