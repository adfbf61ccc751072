// GET /api/auth/google[?mode=signup]  → 302 to the provider (code + PKCE + state + nonce)
// GET /api/auth/google/callback       → 302 to / signed in, or to /auth?error=<code>
//
// Error codes (spec part 1 §8; decisions.md "Accounts and sessions"):
//   oauth_error        provider error, missing/forged/expired state or flow cookie, failed code
//                      exchange, invalid ID token (signature, iss, aud, nonce, exp), discovery
//                      failure, or OIDC not configured (no OIDC_CLIENT_ID)
//   non_nyu_email      no e-mail, email_verified !== true, or not a member domain
//   no_user            no account for this Google `sub` and the e-mail already belongs to another
//                      verified or Google account (never linked by e-mail alone), or the account
//                      could not be created. An unverified account with the e-mail is claimed
//                      (claimUnverifiedAccount).
//   account_suspended  the Google account's member is suspended (not one of the spec's codes: the
//                      sign-in page shows its "any other" text)
//   session_failed     the session could not be created
// `&mode=signup` is appended to the error address when the flow started from the sign-up tab.
import { NAME_MAX_LENGTH } from '@greenroom/shared-model/constants';
import { isMemberEmail } from '@greenroom/shared-model/helpers/email-domain';
import { cleanName } from '@greenroom/shared-model/helpers/names';
import { AuthSearch } from '@greenroom/shared-model/schemas/auth';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { and, eq, isNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppDb } from '../../db/client';
import { emailVerificationTokens, sessions } from '../../db/schema/auth';
import { type UserRow, users } from '../../db/schema/users';
import type { HonoEnv } from '../../http/context';
import { jsonError } from '../../http/errors';
import { linkOrigin } from '../../http/request-info';
import { declareInput } from '../../http/route-input';
import { validateJson } from '../../http/validate';
import { errorData } from '../../logger';
import type { AppServices } from '../../services';
import { findUserByEmail } from './auth.repo';
import {
  createGoogleOidc,
  flowKey,
  type GoogleIdentity,
  type GoogleOidc,
  OIDC_FLOW_TTL_SECONDS,
  type OidcFlow,
  OidcFlowError,
  openFlow,
  sealFlow,
} from './google-oidc';
import {
  deleteSessionsOfUser,
  readSessionToken,
  requireUser,
  sessionIdOf,
  startSession,
} from './session';
import { clearFailures, passwordChangeRules, reserveAttempt } from './throttle';

const GOOGLE_START_PATH = '/api/auth/google';
const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';
const FLOW_COOKIE = 'greenroom_oidc';
/** `__Secure-` (not `__Host-`) so that the cookie can be limited to the Google paths. */
const SECURE_FLOW_COOKIE = `__Secure-${FLOW_COOKIE}`;

export type GoogleErrorCode =
  | 'oauth_error'
  | 'non_nyu_email'
  | 'no_user'
  | 'account_suspended'
  | 'session_failed';

type Mode = 'login' | 'signup';

/** Why linking Google failed (`/settings?googleLinked=0&reason=…`). */
export type LinkErrorCode = 'email_mismatch' | 'google_taken';
/** Where a link flow comes back to. */
const LINK_RETURN = '/settings';

const ReauthBody = z.object({ currentPassword: z.string().max(200) });

/** What Google sends back to the callback (checked by the OIDC client, not here). */
const OidcCallbackQuery = z
  .object({ code: z.string(), state: z.string(), error: z.string() })
  .partial();
function authErrorLocation(code: GoogleErrorCode, mode: Mode = 'login'): string {
  return mode === 'signup' ? `/auth?error=${code}&mode=signup` : `/auth?error=${code}`;
}

class SessionFailed extends Error {}

type Outcome =
  | { ok: true; user: UserRow; endedSessions?: string[] }
  | { ok: false; code: GoogleErrorCode };

export interface GoogleAuthOptions {
  /** Another OIDC client (tests); default: built from OIDC_ISSUER / OIDC_CLIENT_ID / _SECRET. */
  oidc?: GoogleOidc;
}

export function googleAuthRoutes(services: AppServices, options: GoogleAuthOptions = {}) {
  const { env, logger, hooks } = services;
  const oidc =
    options.oidc ??
    createGoogleOidc({
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
    });
  const key = flowKey(env.OIDC_CLIENT_SECRET);
  const domains = env.UNIVERSITY_EMAIL_DOMAINS;
  let warnedUnconfigured = false;
  const app = new Hono<HonoEnv>();

  const flowCookieName = (c: Context<HonoEnv>) => (c.var.secure ? SECURE_FLOW_COOKIE : FLOW_COOKIE);
  const fail = (c: Context<HonoEnv>, code: GoogleErrorCode, mode: Mode = 'login') => {
    c.header('Cache-Control', 'no-store');
    return c.redirect(authErrorLocation(code, mode), 302);
  };

  const linkFail = (c: Context<HonoEnv>, code: GoogleErrorCode | LinkErrorCode) => {
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${LINK_RETURN}?googleLinked=0&reason=${code}`, 302);
  };

  /** The callback of a `link` flow: the signed-in member who started it, the same address. */
  async function finishLink(c: Context<HonoEnv>, flow: OidcFlow, identity: GoogleIdentity) {
    const me = c.var.user;
    if (!me || me.id !== flow.linkUserId) return linkFail(c, 'session_failed');
    if (identity.email?.toLowerCase() !== me.email.toLowerCase()) {
      return linkFail(c, 'email_mismatch');
    }
    const linked = await c.var.db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.googleSub, identity.sub))
        .limit(1);
      if (owner && owner.id !== me.id) return false;
      await tx
        .update(users)
        .set({ googleSub: identity.sub, updatedAt: new Date() })
        .where(eq(users.id, me.id));
      return true;
    });
    if (!linked) return linkFail(c, 'google_taken');
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${LINK_RETURN}?googleLinked=1`, 302);
  }

  // Link Google to a password account: the password first (re-authentication), then the
  // provider; the callback links only the same address. The reply says where to go.
  app.post('/google/link', requireUser, validateJson(ReauthBody), async (c) => {
    const { user } = c.var;
    const ctx = c as unknown as Context<HonoEnv>;
    const denied = await checkPassword(ctx, user, c.req.valid('json').currentPassword);
    if (denied) return denied;
    const origin = linkOrigin(ctx, env);
    if (!oidc.configured || !origin) return jsonError(ctx, 503, SERVER_TEXTS.linksUnavailable);
    const { url, flow } = await oidc.begin({
      redirectUri: new URL(GOOGLE_CALLBACK_PATH, origin).href,
      mode: 'link',
      linkUserId: user.id,
    });
    setCookie(ctx, flowCookieName(ctx), sealFlow(flow, key), {
      httpOnly: true,
      secure: c.var.secure,
      sameSite: 'Lax',
      path: GOOGLE_START_PATH,
      maxAge: OIDC_FLOW_TTL_SECONDS,
    });
    return c.json({ location: url.href });
  });

  // Unlink Google, when the account has a password to sign in with.
  app.post('/google/unlink', requireUser, validateJson(ReauthBody), async (c) => {
    const { user, db } = c.var;
    const ctx = c as unknown as Context<HonoEnv>;
    const denied = await checkPassword(ctx, user, c.req.valid('json').currentPassword);
    if (denied) return denied;
    await db
      .update(users)
      .set({ googleSub: null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    return c.json({ message: SERVER_TEXTS.googleUnlinked });
  });

  /** Re-authentication by the password (the login throttle's per-member rule); null = passed. */
  async function checkPassword(c: Context<HonoEnv>, user: UserRow, password: string) {
    if (!user.passwordHash) return jsonError(c, 400, SERVER_TEXTS.noPasswordSet);
    services.passwords.pool.refuseIfFull();
    const rules = passwordChangeRules(user.id);
    const attempt = await reserveAttempt(c.var.db, rules);
    if (!attempt.ok) {
      c.header('Retry-After', String(attempt.retryAfterSeconds));
      return jsonError(c, 429, SERVER_TEXTS.tooManyAttempts);
    }
    if (!(await services.passwords.verify(user.passwordHash, password))) {
      c.var.keepWritesOnError();
      return jsonError(c, 400, SERVER_TEXTS.currentPasswordIncorrect);
    }
    await clearFailures(
      c.var.db,
      rules.map((r) => r.key),
    );
    return null;
  }

  app.get('/google', declareInput({ query: AuthSearch.pick({ mode: true }) }), async (c) => {
    const mode: Mode = c.req.query('mode') === 'signup' ? 'signup' : 'login';
    if (!oidc.configured) {
      if (!warnedUnconfigured) {
        warnedUnconfigured = true;
        logger.warn('Google sign-in is not configured (set OIDC_CLIENT_ID and OIDC_CLIENT_SECRET)');
      }
      return fail(c, 'oauth_error', mode);
    }
    const origin = linkOrigin(c, env);
    if (!origin) {
      logger.warn(
        'Google sign-in refused: the request host is not allowed and PUBLIC_URL is unset',
      );
      return fail(c, 'oauth_error', mode);
    }
    try {
      const redirectUri = new URL(GOOGLE_CALLBACK_PATH, origin).href;
      const { url, flow } = await oidc.begin({
        redirectUri,
        mode,
        // Google's account chooser hint; the e-mail domain is checked on the ID token anyway.
        hostedDomain: domains.length === 1 ? domains[0] : undefined,
      });
      setCookie(c, flowCookieName(c), sealFlow(flow, key), {
        httpOnly: true,
        secure: c.var.secure,
        sameSite: 'Lax',
        path: GOOGLE_START_PATH,
        maxAge: OIDC_FLOW_TTL_SECONDS,
      });
      c.header('Cache-Control', 'no-store');
      return c.redirect(url.href, 302);
    } catch (err) {
      logger.error('Google sign-in could not start', errorData(err));
      return fail(c, 'oauth_error', mode);
    }
  });

  app.get('/google/callback', declareInput({ query: OidcCallbackQuery }), async (c) => {
    const name = flowCookieName(c);
    const flow = openFlow(getCookie(c, name), key);
    // Single use: the flow cookie goes whatever happens next.
    deleteCookie(c, name, { path: GOOGLE_START_PATH, secure: c.var.secure, httpOnly: true });
    if (!flow) {
      logger.warn('Google callback without a valid flow cookie');
      return fail(c, 'oauth_error');
    }

    const mode: Mode = flow.mode === 'signup' ? 'signup' : 'login';
    const failFlow = (code: GoogleErrorCode) =>
      flow.mode === 'link' ? linkFail(c, code) : fail(c, code, mode);

    let identity: GoogleIdentity;
    try {
      identity = await oidc.finish(new URL(c.req.url).searchParams, flow);
    } catch (err) {
      const kind = err instanceof OidcFlowError ? err.kind : 'unexpected';
      logger.warn('Google sign-in refused', { kind, ...errorData(err) });
      return failFlow('oauth_error');
    }

    const email = identity.email;
    if (!email || !identity.emailVerified || !isMemberEmail(email, domains)) {
      return failFlow('non_nyu_email');
    }
    if (flow.mode === 'link') return finishLink(c, flow, identity);

    let outcome: Outcome;
    try {
      outcome = await c.var.db.transaction(async (tx) => {
        const found = await findOrCreateGoogleUser(tx, identity, email);
        if (!found.ok) return found;
        for (const id of found.endedSessions ?? []) {
          c.var.afterCommit(() => hooks.closeSocketsOfSession(id));
        }
        if (found.user.isSuspended) return { ok: false, code: 'account_suspended' } as const;
        // A new session at every sign-in; the browser's previous one (if any) ends here.
        const previous = readSessionToken(c);
        try {
          if (previous) {
            const previousId = sessionIdOf(previous);
            await tx.delete(sessions).where(eq(sessions.id, previousId));
            c.var.afterCommit(() => hooks.closeSocketsOfSession(previousId));
          }
          await startSession(c, tx, found.user.id);
        } catch (err) {
          throw new SessionFailed('session could not be created', { cause: err });
        }
        return found;
      });
    } catch (err) {
      const code: GoogleErrorCode = err instanceof SessionFailed ? 'session_failed' : 'no_user';
      logger.error('Google sign-in failed', { code, ...errorData(err) });
      return fail(c, code, mode);
    }
    if (!outcome.ok) return fail(c, outcome.code, mode);
    c.header('Cache-Control', 'no-store');
    return c.redirect('/', 302);
  });

  return app;
}

/**
 * The account of this Google subject, or a new one. Accounts are keyed on `sub`: an e-mail that
 * already belongs to an account of another subject (a password account, typically) is never
 * linked — linking on e-mail alone would hand the account to whoever controls that Google login.
 */
async function findOrCreateGoogleUser(
  db: AppDb,
  identity: GoogleIdentity,
  email: string,
): Promise<Outcome> {
  const [existing] = await db
    .select()
    .from(users)
    .where(eq(users.googleSub, identity.sub))
    .limit(1);
  if (existing) return { ok: true, user: existing };
  const { firstName, lastName } = namesOf(identity, email);
  const sameEmail = await findUserByEmail(db, email);
  if (sameEmail) {
    if (sameEmail.isVerified || sameEmail.googleSub) return { ok: false, code: 'no_user' };
    return claimUnverifiedAccount(db, sameEmail.id, identity.sub, { firstName, lastName });
  }
  const [created] = await db
    .insert(users)
    .values({
      email,
      googleSub: identity.sub,
      passwordHash: null,
      firstName,
      lastName,
      isVerified: true,
    })
    // A concurrent twin (same sub or e-mail) wins; this flow then reports no_user.
    .onConflictDoNothing()
    .returning();
  return created ? { ok: true, user: created } : { ok: false, code: 'no_user' };
}

/**
 * An account whose e-mail was never verified proves nothing: whoever signed up with the address
 * first (perhaps to sit on it — the primary admin's, say) must not lock its owner out. Google has
 * verified the owner, so the account becomes theirs: bound to this subject, verified, named as
 * Google says, its password removed and every session of the earlier sign-up ended.
 */
async function claimUnverifiedAccount(
  db: AppDb,
  userId: string,
  sub: string,
  names: { firstName: string; lastName: string },
): Promise<Outcome> {
  const [claimed] = await db
    .update(users)
    .set({ googleSub: sub, isVerified: true, passwordHash: null, ...names, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.isVerified, false), isNull(users.googleSub)))
    .returning();
  if (!claimed) return { ok: false, code: 'no_user' };
  const endedSessions = await deleteSessionsOfUser(db, userId);
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
  return { ok: true, user: claimed, endedSessions };
}

/** given_name / family_name, else split `name`, else the e-mail's local part. */
function namesOf(
  identity: Pick<GoogleIdentity, 'givenName' | 'familyName' | 'name'>,
  email: string,
): { firstName: string; lastName: string } {
  const clean = (name: string | undefined) => (name ? cleanName(name) : '') || undefined;
  const parts = clean(identity.name)?.split(/\s+/).filter(Boolean) ?? [];
  const firstName = clean(identity.givenName) ?? parts[0] ?? clean(email.split('@')[0]) ?? 'Member';
  const lastName = clean(identity.familyName) ?? (parts.length > 1 ? parts.slice(1).join(' ') : '');
  return {
    firstName: firstName.slice(0, NAME_MAX_LENGTH),
    lastName: lastName.slice(0, NAME_MAX_LENGTH),
  };
}
