// The dashboard's reads (spec part 2 §7 "Admin"): stats, members (search), posts, who is online
// and who came today, a job's applications. Admins only (401 signed out, 403 otherwise). The
// writes are mutators (admin.mutators.ts); admins edit jobs and events through their own routes.
import { isPrimaryAdminEmail } from '@greenroom/shared-model/helpers/admin';
import { type AdminUser, AdminUsersQuery } from '@greenroom/shared-model/schemas/admin';
import { IdParam } from '@greenroom/shared-model/schemas/common';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { declareInput } from '../../http/route-input';
import { validateQuery } from '../../http/validate';
import { idOf } from '../../mutators/path-id';
import type { AppServices } from '../../services';
import { applicationsOfJob } from '../applications/applications.repo';
import { requireAdmin } from '../auth/session';
import { listPosts } from '../posts/posts.repo';
import { toPost } from '../posts/posts.serialize';
import { recordAudit } from '../reports/audit';
import type { LegacyFetchOptions } from '../uploads/legacy-fetch';
import { toUser, toUserSummary } from '../users/users.serialize';
import {
  ADMIN_POSTS_LIMIT,
  adminStats,
  lastPages,
  membersToday,
  onlineMembers,
  searchMembers,
} from './admin.repo';
import { migrateProfilePhotos } from './photo-migration';

export function adminRoutes(services: AppServices, legacyFetch: LegacyFetchOptions = {}) {
  const { env } = services;
  const app = new Hono<HonoEnv>();
  const admin = requireAdmin(services);

  app.get('/stats', admin, declareInput(), async (c) => c.json(await adminStats(c.var.db)));

  app.get('/users', admin, validateQuery(AdminUsersQuery), async (c) => {
    const rows = await searchMembers(c.var.db, c.req.valid('query').q);
    return c.json(
      rows.map(
        (row): AdminUser => ({
          ...toUser(row, env, 'admin'),
          isPrimaryAdmin: isPrimaryAdminEmail(row.email, env.PRIMARY_ADMIN_EMAIL),
        }),
      ),
    );
  });

  app.get('/posts', admin, declareInput(), async (c) => {
    const rows = await listPosts(c.var.db, { limit: ADMIN_POSTS_LIMIT });
    return c.json(rows.map((r) => toPost(r.post, r.author, env)));
  });

  app.get('/online-users', admin, declareInput(), async (c) => {
    const rows = await onlineMembers(c.var.db, new Date());
    const pages = await lastPages(
      c.var.db,
      rows.map((r) => r.user.id),
    );
    return c.json(
      rows.map((r) => ({
        id: r.user.id,
        user: toUserSummary(r.user, env, 'admin'),
        currentPage: pages.get(r.user.id) ?? null,
        lastSeen: new Date(r.lastSeen).toISOString(),
      })),
    );
  });

  app.get('/online-users/count', admin, declareInput(), async (c) =>
    c.json({ count: (await onlineMembers(c.var.db, new Date())).length }),
  );

  app.get('/users-today', admin, declareInput(), async (c) => {
    const rows = await membersToday(c.var.db, new Date());
    return c.json({
      totalUsers: rows.length,
      users: rows.map((r) => ({
        user: toUserSummary(r.user, env, 'admin'),
        lastActivity: new Date(r.lastActivity).toISOString(),
        visitCount: Number(r.visitCount),
      })),
    });
  });

  app.get('/job-applications/:id', declareInput({ param: IdParam }), admin, async (c) => {
    const jobId = idOf(c.req.param('id'));
    const rows = jobId ? await applicationsOfJob(c.var.db, jobId) : [];
    return c.json(
      rows.map(({ application, parts }) => ({
        id: application.id,
        message: application.message,
        createdAt: application.createdAt.toISOString(),
        status: application.status,
        applicant: {
          id: parts.applicant.id,
          firstName: parts.applicant.firstName,
          lastName: parts.applicant.lastName,
          email: parts.applicant.email,
          profileImageUrl: toUserSummary(parts.applicant, env).profileImageUrl,
        },
      })),
    );
  });

  app.post('/migrate-profile-photos', admin, declareInput(), async (c) => {
    const result = await migrateProfilePhotos({
      db: c.var.db,
      storage: services.storage,
      legacyHosts: env.LEGACY_MEDIA_HOSTS,
      fetchOptions: legacyFetch,
    });
    // In the request's transaction, with the addresses it rewrote (ADR 025).
    await recordAudit(c.var.db, c.var.user!.id, {
      action: 'photos.migrate',
      details: { total: result.total, migrated: result.migrated, failed: result.failed },
    });
    return c.json(result);
  });

  return app;
}
