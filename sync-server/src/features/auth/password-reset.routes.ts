// POST /api/auth/forgot-password {email}: always the same 200 reply; an e-mail with a link when
// the address has a password account (a Google-only account is told to use Google, in the
// e-mail). POST /api/auth/reset-password {token, newPassword, confirmPassword}: the new password,
// every session and socket of the member ended, and this device signed in.
import { ForgotPasswordBody, ResetPasswordBody } from '@greenroom/shared-model/schemas/auth';
import { AUTH_TEXTS, SERVER_TEXTS, VALIDATION_TEXTS } from '@greenroom/shared-model/texts';
import { Hono } from 'hono';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { linkOrigin } from '../../http/request-info';
import { validateJson } from '../../http/validate';
import { appMailer } from '../../mail/index';
import { googleOnlyResetEmail, passwordResetEmail } from '../../mail/templates';
import type { AppServices } from '../../services';
import { findUserById } from '../users/users.repo';
import { toCurrentUser } from '../users/users.serialize';
import { findUserByEmail, setPasswordHash } from './auth.repo';
import type { PasswordHasher } from './password';
import {
  consumeResetToken,
  issueResetToken,
  RESET_TOKEN_TTL_MINUTES,
  resetLink,
  resetRequestRules,
  resetTokenOwner,
} from './password-reset';
import { deleteSessionsOfUser, startSession } from './session';
import { reserveAttempt } from './throttle';

/** The reset runs its own short transactions (no connection waits on the hashing pool). */
export const RESET_PASSWORD_PATH = '/api/auth/reset-password';

export function passwordResetRoutes(services: AppServices, passwords: PasswordHasher) {
  const { env, hooks, logger } = services;
  const app = new Hono<HonoEnv>();

  app.post('/forgot-password', validateJson(ForgotPasswordBody), async (c) => {
    const { email } = c.req.valid('json');
    const done = () => c.json({ message: AUTH_TEXTS.resetRequested }, 200);
    const { perAddress, perNetwork } = resetRequestRules(email, c.var.ip);
    const network = await reserveAttempt(c.var.db, [perNetwork]);
    if (!network.ok) {
      c.header('Retry-After', String(network.retryAfterSeconds));
      return jsonError(c, 429, SERVER_TEXTS.tooManyAttempts);
    }
    // Over the per-address limit the reply is the same: it must not tell whether the address
    // has an account.
    if (!(await reserveAttempt(c.var.db, [perAddress])).ok) return done();
    const user = await findUserByEmail(c.var.db, email);
    if (!user || user.isSuspended) return done();
    const origin = linkOrigin(c, env);
    if (!origin) {
      logger.warn(
        'no password reset e-mail: the request host is not allowed and PUBLIC_URL is unset',
      );
      return done();
    }
    const content = user.passwordHash
      ? passwordResetEmail({
          firstName: user.firstName,
          link: resetLink(origin, await issueResetToken(c.var.db, user.id, new Date())),
          validMinutes: RESET_TOKEN_TTL_MINUTES,
        })
      : googleOnlyResetEmail({ firstName: user.firstName });
    const mailer = appMailer(services);
    c.var.afterCommit(async () => {
      await mailer.send({ to: user.email, ...content });
    });
    return done();
  });

  app.post('/reset-password', validateJson(ResetPasswordBody), async (c) => {
    const { token, newPassword } = c.req.valid('json');
    const db = c.var.db;
    passwords.pool.refuseIfFull();
    const invalid = () => jsonError(c, 400, VALIDATION_TEXTS.resetLinkInvalid);
    if (!(await resetTokenOwner(db, token, new Date()))) return invalid();
    const passwordHash = await passwords.hash(newPassword);
    const outcome = await db.transaction(async (tx) => {
      const userId = await consumeResetToken(tx, token, new Date());
      const user = userId ? await findUserById(tx, userId) : undefined;
      if (!user || user.isSuspended) return null;
      await setPasswordHash(tx, user.id, passwordHash);
      const ended = await deleteSessionsOfUser(tx, user.id);
      await startSession(c, tx, user.id);
      return { user, ended };
    });
    if (!outcome) return invalid();
    for (const id of outcome.ended) await hooks.closeSocketsOfSession(id);
    return c.json(toCurrentUser({ ...outcome.user, passwordHash }, env), 200);
  });

  return app;
}
