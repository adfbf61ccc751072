// POST /api/account/export: start an archive of the member's data (or get the one started in the
// last ten minutes); GET /api/account/export: where it stands; GET /api/account/export/download:
// the archive itself (a JSON file), for a day. The member's own, always: nobody else's.
import { type DataExportReply, DeleteAccountBody } from '@greenroom/shared-model/schemas/account';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { type Context, Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { declareInput } from '../../http/route-input';
import { validateJson } from '../../http/validate';
import { openToUnverified } from '../../http/verified-gate';
import type { AppServices } from '../../services';
import { RECENT_SIGN_IN_MS } from '../auth/auth.routes';
import { clearSessionCookie, requireUser } from '../auth/session';
import { passwordChangeRules, reserveAttempt } from '../auth/throttle';
import { deleteAccount } from './account-deletion';
import {
  completeExport,
  EXPORT_REUSE_MS,
  type ExportRow,
  latestExport,
  startExport,
} from './account-export';

function toReply(row: ExportRow, now: Date): DataExportReply {
  const expired = row.expiresAt !== null && row.expiresAt <= now;
  return {
    status: expired ? 'expired' : row.status,
    requestedAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export function accountExportRoutes(services: AppServices) {
  const { env, logger, hooks, passwords } = services;
  const app = new Hono<HonoEnv>();
  // The account's own data: open to accounts whose e-mail is not verified yet (ADR 023).
  app.use('*', openToUnverified());

  app.post('/export', declareInput(), requireUser, async (c) => {
    const { user, db } = c.var;
    const now = new Date();
    const last = await latestExport(db, user.id);
    const recent = last && now.getTime() - last.createdAt.getTime() < EXPORT_REUSE_MS;
    if (last && recent && last.status !== 'failed') return c.json(toReply(last, now), 200);
    const started = await startExport(db, user.id, now);
    c.var.afterCommit(async () => {
      await completeExport(services.pool, started.id, user, env).catch((error: unknown) => {
        logger.error('data export failed', { error: String(error) });
      });
    });
    return c.json(toReply(started, now), 202);
  });

  app.get('/export', declareInput(), requireUser, async (c) => {
    const last = await latestExport(c.var.db, c.var.user.id);
    if (!last) return jsonError(c as unknown as Context<HonoEnv>, 404, SERVER_TEXTS.notFound);
    return c.json(toReply(last, new Date()));
  });

  app.get('/export/download', declareInput(), requireUser, async (c) => {
    const now = new Date();
    const last = await latestExport(c.var.db, c.var.user.id);
    if (last?.status !== 'ready' || !last.archive) {
      return jsonError(c as unknown as Context<HonoEnv>, 404, SERVER_TEXTS.notFound);
    }
    if (last.expiresAt && last.expiresAt <= now) {
      return jsonError(c as unknown as Context<HonoEnv>, 410, SERVER_TEXTS.exportExpired);
    }
    const day = last.createdAt.toISOString().slice(0, 10);
    c.header('Content-Type', 'application/json; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="greenroom-data-${day}.json"`);
    return c.body(last.archive);
  });

  // Deleting the account: re-authenticated by the password, or (without one) by a sign-in of
  // the last minutes; the session cookie is cleared and the member's media removed once committed.
  app.post('/delete', requireUser, validateJson(DeleteAccountBody), async (c) => {
    const { user, session, db } = c.var;
    const { currentPassword } = c.req.valid('json');
    const ctx = c as unknown as Context<HonoEnv>;
    if (user.passwordHash) {
      passwords.pool.refuseIfFull();
      const rules = passwordChangeRules(user.id);
      const attempt = await reserveAttempt(db, rules);
      if (!attempt.ok) {
        c.header('Retry-After', String(attempt.retryAfterSeconds));
        return jsonError(ctx, 429, SERVER_TEXTS.tooManyAttempts);
      }
      if (!currentPassword || !(await passwords.verify(user.passwordHash, currentPassword))) {
        c.var.keepWritesOnError();
        return jsonError(ctx, 400, SERVER_TEXTS.currentPasswordIncorrect);
      }
    } else if (Date.now() - session.createdAt.getTime() > RECENT_SIGN_IN_MS) {
      return jsonError(ctx, 403, SERVER_TEXTS.recentSignInNeeded);
    }
    const { endedSessions } = await deleteAccount(db, user, new Date());
    clearSessionCookie(c);
    c.var.afterCommit(async () => {
      for (const id of endedSessions) await hooks.closeSocketsOfSession(id);
    });
    return c.json({ message: SERVER_TEXTS.accountDeleted }, 200);
  });

  return app;
}
