// POST /api/auth/signup, /login, /logout, /change-password; GET /api/auth/user.
// Google sign-in and e-mail verification live in google-*.ts and email-verification*.ts.
import { placementOfProgram } from '@greenroom/shared-model/catalogues';
import { isMemberEmail } from '@greenroom/shared-model/helpers/email-domain';
import {
  ChangePasswordBody,
  LoginBody,
  SetPasswordBody,
  SignupBody,
} from '@greenroom/shared-model/schemas/auth';
import { SERVER_TEXTS, SETTINGS_TEXTS } from '@greenroom/shared-model/texts';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { emailChangeTokens, sessions } from '../../db/schema/auth';
import type { UserRow } from '../../db/schema/users';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { linkOrigin } from '../../http/request-info';
import { declareInput } from '../../http/route-input';
import { validateJson } from '../../http/validate';
import { openToUnverified } from '../../http/verified-gate';
import { AUTH_LIMIT_TEXTS, signupRule } from '../../rate-limits/auth-limits';
import { takeRateLimit } from '../../rate-limits/rate-limit';
import type { AppServices } from '../../services';
import { toCurrentUser } from '../users/users.serialize';
import { findUserByEmail, insertUser, isUniqueViolation, setPasswordHash } from './auth.repo';
import { emailChangeRoutes } from './email-change.routes';
import { emailVerificationRoutes, registerVerificationHook } from './email-verification.routes';
import { googleAuthRoutes } from './google-auth.routes';
import { endResetLinks } from './password-reset';
import { passwordResetRoutes, RESET_PASSWORD_PATH } from './password-reset.routes';
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
  emailAtAddressKey,
  loginRules,
  passwordChangeRules,
  refundAttempt,
  reserveAttempt,
} from './throttle';

/**
 * Calls that open their own short transactions (app.ts passes them to the transaction
 * middleware): no database connection is held while a password hash waits for the hashing pool,
 * and a login's throttle record commits before its password is checked.
 */
/** Changes an account without a password accepts only from a session this recent (a fresh
 * Google sign-in): setting a password, deleting the account. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

export const SELF_MANAGED_AUTH_PATHS = [
  '/api/auth/signup',
  '/api/auth/login',
  RESET_PASSWORD_PATH,
] as const;

export function authRoutes(services: AppServices) {
  const { env, hooks } = services;
  const { passwords } = services;
  const app = new Hono<HonoEnv>();
  // Signing in and out, and the account's own sign-in settings, are open to accounts whose
  // e-mail is not verified yet (resend the link, change a mistyped address; ADR 023).
  app.use('*', openToUnverified());

  const tooManyAttempts = <E extends HonoEnv>(c: Context<E>, retryAfterSeconds: number) => {
    c.header('Retry-After', String(retryAfterSeconds));
    return jsonError(c, 429, SERVER_TEXTS.tooManyAttempts);
  };

  app.post('/signup', validateJson(SignupBody), async (c) => {
    const body = c.req.valid('json');
    if (!isMemberEmail(body.email, env.UNIVERSITY_EMAIL_DOMAINS)) {
      return jsonError(c, 400, SERVER_TEXTS.nonMemberEmail);
    }
    // A flood is refused before it costs a database round trip each.
    passwords.pool.refuseIfFull();
    const db = c.var.db;
    if (await findUserByEmail(db, body.email)) return jsonError(c, 409, SERVER_TEXTS.emailTaken);
    // Per client address, checked and counted in one statement (its own short transaction).
    const rule = signupRule(c.var.ip, env.SIGNUP_LIMIT_PER_HOUR);
    const allowed = rule ? await takeRateLimit(db, rule) : null;
    if (allowed && !allowed.ok) {
      c.header('Retry-After', String(allowed.retryAfterSeconds));
      return jsonError(c, 429, AUTH_LIMIT_TEXTS.signups(allowed.retryAfterSeconds));
    }
    const passwordHash = await passwords.hash(body.password);
    let user: UserRow;
    try {
      user = await db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          program: body.program,
          // The program places the member in the schools' catalogue where it maps (onboarding).
          school: placementOfProgram(body.program)?.school ?? null,
          major: placementOfProgram(body.program)?.major ?? null,
          graduationYear: body.graduationYear,
          isVerified: false,
        });
        await startSession(c, tx, created.id);
        return created;
      });
    } catch (err) {
      if (isUniqueViolation(err)) return jsonError(c, 409, SERVER_TEXTS.emailTaken);
      throw err;
    }
    const origin = linkOrigin(c, env);
    c.var.afterCommit(() => hooks.onSignedUp(user, { origin }));
    return c.json(toCurrentUser(user, env), 201);
  });

  app.post('/login', validateJson(LoginBody), async (c) => {
    const { email, password } = c.req.valid('json');
    passwords.pool.refuseIfFull();
    const db = c.var.db;
    const rules = loginRules(email, c.var.ip);
    const attempt = await db.transaction((tx) => reserveAttempt(tx, rules));
    if (!attempt.ok) return tooManyAttempts(c, attempt.retryAfterSeconds);
    let user: UserRow | undefined;
    let ok: boolean;
    try {
      user = await findUserByEmail(db, email);
      ok = user?.passwordHash
        ? await passwords.verify(user.passwordHash, password)
        : await passwords.verifyAgainstDummy(password);
    } catch (err) {
      // Not a wrong password (the hashing pool is full, the database failed): no failure.
      await db.transaction((tx) => refundAttempt(tx, rules, attempt.attemptIds));
      throw err;
    }
    // A wrong password stays recorded (reserveAttempt recorded it as a failure).
    if (!user || !ok) return jsonError(c, 401, SERVER_TEXTS.invalidCredentials);
    const member = user;
    await db.transaction(async (tx) => {
      // The right password from this address: its earlier failures are forgiven (not the
      // per-e-mail ceiling, which a stranger elsewhere may be filling); a suspended member's are not.
      const forgiven = member.isSuspended ? [] : [emailAtAddressKey(email, c.var.ip)];
      await refundAttempt(tx, rules, attempt.attemptIds, forgiven);
      if (member.isSuspended) return;
      // A new token at every sign-in (no session fixation); the old one, if any, ends here.
      const previous = readSessionToken(c);
      if (previous) {
        const previousId = sessionIdOf(previous);
        await tx.delete(sessions).where(eq(sessions.id, previousId));
        c.var.afterCommit(() => hooks.closeSocketsOfSession(previousId));
      }
      await startSession(c, tx, member.id);
    });
    if (member.isSuspended) return jsonError(c, 403, SERVER_TEXTS.accountSuspended);
    return c.json(toCurrentUser(member, env), 200);
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
    // This call holds the request's transaction (a connection) while it waits for the pool.
    passwords.pool.refuseIfFull();
    const rules = passwordChangeRules(user.id);
    // In the request's transaction: a reply >= 400 (503 from a full hashing pool included) rolls
    // the reservation back, unless keepWritesOnError keeps it as a failure.
    const attempt = await reserveAttempt(db, rules);
    if (!attempt.ok) return tooManyAttempts(c, attempt.retryAfterSeconds);
    if (!(await passwords.verify(user.passwordHash, currentPassword))) {
      c.var.keepWritesOnError();
      return jsonError(c, 400, SERVER_TEXTS.currentPasswordIncorrect);
    }
    await setPasswordHash(db, user.id, await passwords.hash(newPassword));
    await endResetLinks(db, user.id);
    await db.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id));
    await clearFailures(
      db,
      rules.map((r) => r.key),
    );
    const ended = await deleteSessionsOfUser(db, user.id, session.id);
    c.var.afterCommit(async () => {
      for (const id of ended) await hooks.closeSocketsOfSession(id);
    });
    return c.json({ message: SERVER_TEXTS.passwordChanged }, 200);
  });

  // A Google-only account adds a password: re-authenticated by a sign-in of the last minutes.
  app.post('/set-password', requireUser, validateJson(SetPasswordBody), async (c) => {
    const { user, session, db } = c.var;
    if (user.passwordHash) return jsonError(c, 400, SERVER_TEXTS.passwordAlreadySet);
    if (Date.now() - session.createdAt.getTime() > RECENT_SIGN_IN_MS) {
      return jsonError(c, 403, SERVER_TEXTS.recentSignInNeeded);
    }
    passwords.pool.refuseIfFull();
    await setPasswordHash(db, user.id, await passwords.hash(c.req.valid('json').newPassword));
    return c.json({ message: SERVER_TEXTS.passwordSet }, 200);
  });

  app.get('/user', declareInput(), (c) => {
    const user = c.var.user;
    return c.json(user ? toCurrentUser(user, env) : null, 200);
  });

  // Google sign-in and e-mail verification (google-auth.routes.ts, email-verification.routes.ts).
  app.route('/', googleAuthRoutes(services));
  app.route('/', emailVerificationRoutes(services));
  app.route('/', passwordResetRoutes(services, passwords));
  app.route('/', emailChangeRoutes(services, passwords));
  registerVerificationHook(services);

  return app;
}
