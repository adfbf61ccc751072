// The application reads (spec part 2 §7): GET /api/applications (mine), /api/applications/{id}
// (its applicant or the job's author; 404 for anyone else), /api/applications/job/{jobId} (the
// job's author only), /api/job-applications (to my jobs), /api/jobs/{id}/application (mine for
// that job). The writes are mutators.

import type { ApplicationListReply } from '@greenroom/shared-model/schemas/applications';
import { IdParam } from '@greenroom/shared-model/schemas/common';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDb } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import { idOf } from '../../mutators/path-id';
import type { AppServices } from '../../services';
import { requireUser } from '../auth/session';
import { findJob } from '../jobs/jobs.repo';
import { loadViewer } from '../privacy/viewer';
import {
  applicationsOfApplicant,
  applicationsOfJob,
  applicationsToAuthor,
  type FullApplication,
  findApplicationOf,
  findFullApplication,
} from './applications.repo';
import { toApplication } from './applications.serialize';

const JobIdParam = z.object({ jobId: IdParam.shape.id });

export function applicationsRoutes(services: AppServices) {
  const { env } = services;
  const app = new Hono<HonoEnv>();
  const list = (rows: FullApplication[]): ApplicationListReply =>
    rows.map((r) => toApplication(r.application, env, r.parts));

  app.get('/api/applications', requireUser, declareInput(), async (c) =>
    c.json(list(await applicationsOfApplicant(c.var.db, c.var.user!.id))),
  );

  /** Applications of members a block stands between are not there for the job's author. */
  const visible = async (
    c: { var: { db: AppDb; user: UserRow | null } },
    rows: FullApplication[],
  ) => {
    const viewer = await loadViewer(c.var.db, c.var.user!, env);
    return rows.filter((r) => !viewer.hidden.has(r.application.applicantId));
  };

  app.get('/api/job-applications', requireUser, declareInput(), async (c) =>
    c.json(list(await visible(c, await applicationsToAuthor(c.var.db, c.var.user!.id)))),
  );

  app.get(
    '/api/applications/job/:jobId',
    declareInput({ param: JobIdParam }),
    requireUser,
    async (c) => {
      const jobId = idOf(c.req.param('jobId'));
      const job = jobId ? await findJob(c.var.db, jobId) : undefined;
      if (!jobId || !job) return jsonError(c, 404, SERVER_TEXTS.jobNotFound);
      if (job.authorId !== c.var.user!.id) return jsonError(c, 403, SERVER_TEXTS.forbidden);
      return c.json(list(await visible(c, await applicationsOfJob(c.var.db, jobId))));
    },
  );

  app.get('/api/applications/:id', declareInput({ param: IdParam }), requireUser, async (c) => {
    const id = idOf(c.req.param('id'));
    const found = id ? await findFullApplication(c.var.db, id) : undefined;
    const me = c.var.user!.id;
    const party =
      found && (found.application.applicantId === me || found.parts.job.row.authorId === me);
    if (!found || !party) return jsonError(c, 404, SERVER_TEXTS.applicationNotFound);
    return c.json(toApplication(found.application, env, found.parts));
  });

  app.get('/api/jobs/:id/application', declareInput({ param: IdParam }), requireUser, async (c) => {
    const jobId = idOf(c.req.param('id'));
    const mine = jobId ? await findApplicationOf(c.var.db, jobId, c.var.user!.id) : undefined;
    if (!mine) return jsonError(c, 404, SERVER_TEXTS.applicationNotFound);
    const found = await findFullApplication(c.var.db, mine.id);
    if (!found) return jsonError(c, 404, SERVER_TEXTS.applicationNotFound);
    return c.json(toApplication(found.application, env, found.parts));
  });

  return app;
}
