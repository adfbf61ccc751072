// GET /api/storage/usage: the bytes the member's files take (with what their unfinished
// resumable uploads declared) and their quota, for Settings' "Storage" line.
import type { StorageUsageReply } from '@greenroom/shared-model/schemas/uploads';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { declareInput } from '../../http/route-input';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { quotaBytes, storageUsed } from './storage-quota';

export function storageUsageRoutes(services: AppServices) {
  const app = new Hono<HonoEnv>();
  app.get('/usage', declareInput(), requireUser, async (c) => {
    const usedBytes = await storageUsed(c.var.db, c.var.user!.id);
    return c.json({ usedBytes, quotaBytes: quotaBytes(services.env) } satisfies StorageUsageReply);
  });
  return app;
}
