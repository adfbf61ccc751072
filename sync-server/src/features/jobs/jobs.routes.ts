// The job reads (spec part 2 §7): GET /api/jobs, /api/jobs/search, /api/jobs/{id} and
// /api/saved-jobs, each job with the caller's isSaved and isApplied. The writes are mutators.
import { JOB_SEARCH_DEFAULT_LIMIT } from '@greenroom/shared-model/constants';
import { IdParam } from '@greenroom/shared-model/schemas/common';
import { AuthorFilterQuery, JobSearchQuery } from '@greenroom/shared-model/schemas/jobs';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import { validateQuery } from '../../http/validate';
import { idOf } from '../../mutators/path-id';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { isBlockedBetween } from '../privacy/blocks.repo';
import { viewerOf, withoutHidden } from '../reports/visibility';
import { findJobWithAuthor, type JobWithAuthor, savedJobsOf, searchJobs } from './jobs.repo';
import { toJob } from './jobs.serialize';

export function jobsRoutes(services: AppServices) {
  const { env } = services;
  const app = new Hono<HonoEnv>();
  const toJobs = (rows: JobWithAuthor[]) => rows.map((r) => toJob(r.job, r.author, env, r.marks));
  // Reported items the caller may not see leave every list (reports/visibility.ts).
  const visible = (c: { var: Pick<HonoEnv['Variables'], 'db' | 'user'> }, rows: JobWithAuthor[]) =>
    withoutHidden(c.var.db, 'job', rows, (r) => r.job, viewerOf(c.var.user!, env));

  app.get('/api/jobs', requireUser, validateQuery(AuthorFilterQuery), async (c) => {
    const { authorId } = c.req.valid('query');
    const rows = await searchJobs(c.var.db, c.var.user!.id, { authorId }, JOB_SEARCH_DEFAULT_LIMIT);
    return c.json(toJobs(await visible(c, rows)));
  });

  app.get('/api/jobs/search', requireUser, validateQuery(JobSearchQuery), async (c) => {
    const { limit, ...filters } = c.req.valid('query');
    const rows = await searchJobs(
      c.var.db,
      c.var.user!.id,
      filters,
      limit ?? JOB_SEARCH_DEFAULT_LIMIT,
    );
    return c.json(toJobs(await visible(c, rows)));
  });

  app.get('/api/saved-jobs', requireUser, declareInput(), async (c) =>
    c.json(toJobs(await visible(c, await savedJobsOf(c.var.db, c.var.user!.id)))),
  );

  app.get('/api/jobs/:id', declareInput({ param: IdParam }), requireUser, async (c) => {
    const id = idOf(c.req.param('id'));
    const found = id ? await findJobWithAuthor(c.var.db, id, c.var.user!.id) : undefined;
    const shown = found ? await visible(c, [found]) : [];
    if (
      !found ||
      shown.length === 0 ||
      (await isBlockedBetween(c.var.db, c.var.user!.id, found.job.authorId))
    ) {
      return jsonError(c, 404, SERVER_TEXTS.jobNotFound);
    }
    return c.json(toJob(found.job, found.author, env, found.marks));
  });

  return app;
}
