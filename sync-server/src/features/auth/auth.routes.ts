// POST /api/auth/signup, /login, /logout, /change-password; GET /api/auth/user.
// Google sign-in and e-mail verification live in google-*.ts and email-verification*.ts.
import { isMemberEmail } from '@greenroom/shared-model/helpers/email-domain';
import { ChangePasswordBody, LoginBody, SignupBody } from '@greenroom/shared-model/schemas/auth';
import { SERVER_TEXTS, SETTINGS_TEXTS } from '@greenroom/shared-model/texts';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { sessions } from '../../db/schema/auth';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { ownOrigin } from '../../http/request-info';
import { declareInput } from '../../http/route-input';
import { validateJson } from '../../http/validate';
import type { AppServices } from '../../services';
import { toCurrentUser } from '../users/users.serialize';
import { findUserByEmail, insertUser, isUniqueViolation, setPasswordHash } from './auth.repo';
import { emailVerificationRoutes, registerVerificationHook } from './email-verification.routes';
import { googleAuthRoutes } from './google-auth.routes';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import {
  clearSessionCookie,
  deleteSessionsOfUser,
  readSessionToken,
  requireUser,
  sessionIdOf,
  startSession,
} from './session';
import {
  clearFailures,
  emailKey,
  ipKey,
  recordFailure,
  retryAfterSeconds,
  userKey,
} from './throttle';

export function authRoutes(services: AppServices) {
  const { env, hooks } = services;
  const app = new Hono<HonoEnv>();

  app.post('/signup', validateJson(SignupBody), async (c) => {
    const body = c.req.valid('json');
    if (!isMemberEmail(body.email, env.UNIVERSITY_EMAIL_DOMAINS)) {
      return jsonError(c, 400, SERVER_TEXTS.nonMemberEmail);
    }
    const db = c.var.db;
    if (await findUserByEmail(db, body.email)) return jsonError(c, 409, SERVER_TEXTS.emailTaken);
    const passwordHash = await hashPassword(body.password);
    let user: Awaited<ReturnType<typeof insertUser>>;
    try {
      user = await insertUser(db, {
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        program: body.program,
        graduationYear: body.graduationYear,
        isVerified: false,
      });
    } catch (err) {
      if (isUniqueViolation(err)) return jsonError(c, 409, SERVER_TEXTS.emailTaken);
      throw err;
    }
    await startSession(c, db, user.id);
    const origin = ownOrigin(c, env);
    c.var.afterCommit(() => hooks.onSignedUp(user, { origin }));
    return c.json(toCurrentUser(user, env), 201);
  });

  app.post('/login', validateJson(LoginBody), async (c) => {
    const { email, password } = c.req.valid('json');
    const db = c.var.db;
    const keys = [emailKey(email), ipKey(c.var.ip)];
    const wait = await retryAfterSeconds(db, keys);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return jsonError(c, 429, SERVER_TEXTS.tooManyAttempts);
    }
    const user = await findUserByEmail(db, email);
    const ok = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !ok) {
      await recordFailure(db, keys);
      c.var.keepWritesOnError();
      return jsonError(c, 401, SERVER_TEXTS.invalidCredentials);
    }
    if (user.isSuspended) return jsonError(c, 403, SERVER_TEXTS.accountSuspended);
    await clearFailures(db, [emailKey(email)]);
    // A new token at every sign-in (no session fixation); the old one, if any, ends here.
    const previous = readSessionToken(c);
    if (previous) {
      const previousId = sessionIdOf(previous);
      await db.delete(sessions).where(eq(sessions.id, previousId));
      c.var.afterCommit(() => hooks.closeSocketsOfSession(previousId));
    }
    await startSession(c, db, user.id);
    return c.json(toCurrentUser(user, env), 200);
  });

  app.post('/logout', declareInput(), requireUser, async (c) => {
    const session = c.var.session;
    await c.var.db.delete(sessions).where(eq(sessions.id, session.id));
    clearSessionCookie(c);
    c.var.afterCommit(() => hooks.closeSocketsOfSession(session.id));
    return c.json({ message: SERVER_TEXTS.loggedOut }, 200);
  });

  app.post('/change-password', requireUser, validateJson(ChangePasswordBody), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const { user, session, db } = c.var;
    if (!user.passwordHash) return jsonError(c, 400, SETTINGS_TEXTS.notAvailable);
    const keys = [userKey(user.id)];
    const wait = await retryAfterSeconds(db, keys);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return jsonError(c, 429, SERVER_TEXTS.tooManyAttempts);
    }
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      await recordFailure(db, keys);
      c.var.keepWritesOnError();
      return jsonError(c, 400, SERVER_TEXTS.currentPasswordIncorrect);
    }
    await setPasswordHash(db, user.id, await hashPassword(newPassword));
    await clearFailures(db, keys);
    const ended = await deleteSessionsOfUser(db, user.id, session.id);
    c.var.afterCommit(async () => {
      for (const id of ended) await hooks.closeSocketsOfSession(id);
    });
    return c.json({ message: SERVER_TEXTS.passwordChanged }, 200);
  });

  app.get('/user', declareInput(), (c) => {
    const user = c.var.user;
    return c.json(user ? toCurrentUser(user, env) : null, 200);
  });

  // Google sign-in and e-mail verification (google-auth.routes.ts, email-verification.routes.ts).
  app.route('/', googleAuthRoutes(services));
  app.route('/', emailVerificationRoutes(services));
  registerVerificationHook(services);

  return app;
}
