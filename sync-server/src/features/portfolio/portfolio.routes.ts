// GET /api/portfolio/{userId} (spec part 1 §7). The writes are mutators (portfolio.mutators.ts).
import { IdParam } from '@greenroom/shared-model/schemas/common';
import type { PortfolioListReply } from '@greenroom/shared-model/schemas/portfolio';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { declareInput } from '../../http/route-input';
import { idOf } from '../../mutators/path-id';
import { requireUser } from '../auth/session';
import { listPortfolioItems } from './portfolio.repo';
import { toPortfolioItem } from './portfolio.serialize';

export function portfolioRoutes() {
  const app = new Hono<HonoEnv>();

  app.get('/:id', declareInput({ param: IdParam }), requireUser, async (c) => {
    const userId = idOf(c.req.param('id'));
    const rows = userId ? await listPortfolioItems(c.var.db, userId) : [];
    return c.json(rows.map(toPortfolioItem) satisfies PortfolioListReply);
  });

  return app;
}
