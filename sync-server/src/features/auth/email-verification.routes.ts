// GET  /api/auth/verify-email?token=…   the link in the e-mail → redirect /?verified=1 or 0
// POST /api/auth/verify-email {token}    the same for a client that posts it → 200 / 400 JSON
// POST /api/auth/resend-verification     signed in and unverified; one e-mail a minute, three an
//                                        hour per address (429)
// and the onSignedUp hook: a password sign-up gets its verification e-mail after the commit.
import { VerifyEmailBody } from '@greenroom/shared-model/schemas/auth';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/users';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { linkOrigin } from '../../http/request-info';
import { declareInput } from '../../http/route-input';
import { validateJson } from '../../http/validate';
import { errorData } from '../../logger';
import { appMailer } from '../../mail/index';
import { AUTH_LIMIT_TEXTS, verificationMailRule } from '../../rate-limits/auth-limits';
import { takeRateLimit } from '../../rate-limits/rate-limit';
import type { AppServices } from '../../services';
import {
  consumeVerificationToken,
  issueVerificationToken,
  NOT_VERIFIED_REDIRECT,
  resendWaitSeconds,
  sendVerificationEmail,
  VERIFICATION_TEXTS,
  VERIFIED_REDIRECT,
  verificationMessage,
} from './email-verification';
import { requireUser, startSession } from './session';

/** Chains the verification e-mail onto services.hooks.onSignedUp (keeps any earlier hook). */
export function registerVerificationHook(services: AppServices): void {
  const { hooks, logger, pool } = services;
  const previous = hooks.onSignedUp;
  hooks.onSignedUp = async (user, info) => {
    await previous(user, info);
    if (user.isVerified) return;
    if (!info.origin) {
      logger.warn(
        'no verification e-mail: the request host is not allowed and PUBLIC_URL is unset',
        {
          userId: user.id,
        },
      );
      return;
    }
    // Not awaited: a slow or unreachable SMTP server must not hold the sign-up reply.
    void sendVerificationEmail({ db: pool, mailer: appMailer(services), origin: info.origin }, user)
      .then((sent) => {
        if (!sent.ok)
          logger.warn('no verification e-mail: the address had its e-mails for the hour', {
            userId: user.id,
          });
      })
      // The member can ask again with "Resend verification e-mail".
      .catch((err: unknown) =>
        logger.error('verification e-mail after sign-up failed', {
          userId: user.id,
          ...errorData(err),
        }),
      );
  };
}

export function emailVerificationRoutes(services: AppServices) {
  const { env, logger } = services;
  const app = new Hono<HonoEnv>();

  async function consume(db: AppDb, token: string): Promise<string | null> {
    return db.transaction((tx) => consumeVerificationToken(tx, token));
  }

  // A safe method, so c.var.db is the pool and we open our own transaction.
  app.get('/verify-email', declareInput({ query: VerifyEmailBody.partial() }), async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const token = c.req.query('token') ?? '';
    let userId: string | null = null;
    try {
      userId = token ? await consume(c.var.db, token) : null;
    } catch (err) {
      logger.error('e-mail verification failed', errorData(err));
    }
    if (!userId) return c.redirect(NOT_VERIFIED_REDIRECT, 302);
    // The link signs this device in when nobody is (it reached the member's own inbox, and works
    // once); a device signed in as someone else stays so (#28 §1, ADR 023).
    if (!c.var.user) {
      try {
        await startSession(c, c.var.db, userId);
      } catch (err) {
        logger.error('sign-in after e-mail verification failed', errorData(err));
      }
    }
    return c.redirect(VERIFIED_REDIRECT, 302);
  });

  // An unsafe method: c.var.db is already the request's transaction.
  app.post('/verify-email', validateJson(VerifyEmailBody), async (c) => {
    const { token } = c.req.valid('json');
    const userId = await consumeVerificationToken(c.var.db, token);
    if (!userId) return jsonError(c, 400, SERVER_TEXTS.verificationInvalid);
    return c.json({ message: SERVER_TEXTS.emailVerified }, 200);
  });

  app.post('/resend-verification', declareInput(), requireUser, async (c) => {
    const { user, db } = c.var;
    if (user.isVerified) return jsonError(c, 400, VERIFICATION_TEXTS.alreadyVerified);
    // Serialise concurrent resends of one member on their row.
    await db.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const wait = await resendWaitSeconds(db, user.id);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return jsonError(c, 429, VERIFICATION_TEXTS.resendTooSoon);
    }
    const origin = linkOrigin(c as unknown as Context<HonoEnv>, env);
    if (!origin) {
      logger.warn(
        'no verification e-mail: the request host is not allowed and PUBLIC_URL is unset',
      );
      return jsonError(c, 503, SERVER_TEXTS.linksUnavailable);
    }
    const allowed = await takeRateLimit(db, verificationMailRule(user.email));
    if (!allowed.ok) {
      c.header('Retry-After', String(allowed.retryAfterSeconds));
      return jsonError(c, 429, AUTH_LIMIT_TEXTS.verificationMails(allowed.retryAfterSeconds));
    }
    const token = await issueVerificationToken(db, user.id);
    const message = verificationMessage(origin, user, token);
    const mailer = appMailer(services);
    c.var.afterCommit(async () => {
      await mailer.send(message);
    });
    return c.json({ message: SERVER_TEXTS.verificationSent }, 200);
  });
  return app;
}
