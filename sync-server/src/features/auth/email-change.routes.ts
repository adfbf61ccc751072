// POST /api/auth/change-email {newEmail, currentPassword}: signed in, re-authenticated by the
// password; the new address must be a member address nobody uses; a link goes to it and a notice
// to the old one. GET /api/auth/confirm-email-change?token=…: the link → /settings?emailChanged=1
// (or 0). Google-only accounts keep their Google address.
import { isMemberEmail } from '@greenroom/shared-model/helpers/email-domain';
import { ChangeEmailBody, VerifyEmailBody } from '@greenroom/shared-model/schemas/auth';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { users } from '../../db/schema/users';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { linkOrigin } from '../../http/request-info';
import { declareInput } from '../../http/route-input';
import { validateJson } from '../../http/validate';
import { appMailer } from '../../mail/index';
import { emailChangeEmail, emailChangeNoticeEmail } from '../../mail/templates';
import { AUTH_LIMIT_TEXTS, verificationMailRule } from '../../rate-limits/auth-limits';
import { takeRateLimit } from '../../rate-limits/rate-limit';
import type { AppServices } from '../../services';
import { findUserByEmail } from './auth.repo';
import {
  consumeEmailChange,
  EMAIL_CHANGE_TTL_HOURS,
  EMAIL_CHANGED_REDIRECT,
  EMAIL_NOT_CHANGED_REDIRECT,
  emailChangeLink,
  issueEmailChange,
} from './email-change';
import type { PasswordHasher } from './password';
import { requireUser } from './session';
import { clearFailures, passwordChangeRules, reserveAttempt } from './throttle';

export function emailChangeRoutes(services: AppServices, passwords: PasswordHasher) {
  const { env } = services;
  const app = new Hono<HonoEnv>();

  app.post('/change-email', requireUser, validateJson(ChangeEmailBody), async (c) => {
    const { newEmail, currentPassword } = c.req.valid('json');
    const { user, db } = c.var;
    if (!user.passwordHash) return jsonError(c, 400, SERVER_TEXTS.emailChangeGoogleOnly);
    if (newEmail.toLowerCase() === user.email.toLowerCase()) {
      return jsonError(c, 400, SERVER_TEXTS.sameEmail);
    }
    if (!isMemberEmail(newEmail, env.UNIVERSITY_EMAIL_DOMAINS)) {
      return jsonError(c, 400, SERVER_TEXTS.nonMemberEmail);
    }
    passwords.pool.refuseIfFull();
    const rules = passwordChangeRules(user.id);
    const attempt = await reserveAttempt(db, rules);
    if (!attempt.ok) {
      c.header('Retry-After', String(attempt.retryAfterSeconds));
      return jsonError(c, 429, SERVER_TEXTS.tooManyAttempts);
    }
    if (!(await passwords.verify(user.passwordHash, currentPassword))) {
      c.var.keepWritesOnError();
      return jsonError(c, 400, SERVER_TEXTS.currentPasswordIncorrect);
    }
    await clearFailures(
      db,
      rules.map((r) => r.key),
    );
    if (await findUserByEmail(db, newEmail)) return jsonError(c, 409, SERVER_TEXTS.emailTaken);
    const origin = linkOrigin(c as unknown as Context<HonoEnv>, env);
    if (!origin) return jsonError(c, 503, SERVER_TEXTS.linksUnavailable);
    const mails = await takeRateLimit(db, verificationMailRule(newEmail));
    if (!mails.ok) {
      c.header('Retry-After', String(mails.retryAfterSeconds));
      return jsonError(c, 429, AUTH_LIMIT_TEXTS.verificationMails(mails.retryAfterSeconds));
    }
    const token = await issueEmailChange(db, user.id, newEmail, new Date());
    const mailer = appMailer(services);
    const confirm = emailChangeEmail({
      firstName: user.firstName,
      link: emailChangeLink(origin, token),
      validHours: EMAIL_CHANGE_TTL_HOURS,
    });
    const notice = emailChangeNoticeEmail({ firstName: user.firstName, newEmail });
    c.var.afterCommit(async () => {
      await mailer.send({ to: newEmail, ...confirm });
      await mailer.send({ to: user.email, ...notice });
    });
    return c.json({ message: SERVER_TEXTS.emailChangeSent }, 200);
  });

  app.get(
    '/confirm-email-change',
    declareInput({ query: VerifyEmailBody.partial() }),
    async (c) => {
      const token = c.req.query('token') ?? '';
      const change = await consumeEmailChange(c.var.db, token, new Date());
      // Someone may have taken the address meanwhile: the change cannot happen then.
      if (!change || (await findUserByEmail(c.var.db, change.newEmail))) {
        return c.redirect(EMAIL_NOT_CHANGED_REDIRECT);
      }
      await c.var.db
        .update(users)
        .set({ email: change.newEmail, isVerified: true, updatedAt: new Date() })
        .where(eq(users.id, change.userId));
      return c.redirect(EMAIL_CHANGED_REDIRECT);
    },
  );

  return app;
}
