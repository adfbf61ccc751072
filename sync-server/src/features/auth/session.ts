// Database sessions: a random token in an HttpOnly cookie; only its SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import {
  SESSION_COOKIE_NAME,
  SESSION_MAX_AGE_MS,
  SESSION_MAX_AGE_SECONDS,
} from '@greenroom/shared-model/constants';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDb } from '../../db/client';
import { sessions } from '../../db/schema/auth';
import { type UserRow, users } from '../../db/schema/users';
import type { AuthedVariables, HonoEnv, SessionInfo } from '../../http/context';
import { jsonError } from '../../http/errors';
import { errorData } from '../../logger';
import type { AppServices } from '../../services';
import { isEffectiveAdmin } from '../users/users.serialize';

const SECURE_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding expiry: extend once less than this remains (so at most about one UPDATE a day). */
const SESSION_REFRESH_BELOW_MS = SESSION_MAX_AGE_MS - DAY_MS;
/** last_seen_at granularity (admin "Online Now" looks 5 minutes back). */
const SESSION_SEEN_GRANULARITY_MS = 60_000;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function cookieName<E extends HonoEnv>(c: Context<E>): string {
  return c.var.secure ? SECURE_COOKIE_NAME : SESSION_COOKIE_NAME;
}

/**
 * The session token, under the one cookie name this origin sets. Over HTTPS only the `__Host-`
 * name counts: a plain-named cookie could have been planted by a sibling subdomain or over http.
 */
export function readSessionToken<E extends HonoEnv>(c: Context<E>): string | undefined {
  return getCookie(c, cookieName(c));
}

function setSessionCookie<E extends HonoEnv>(c: Context<E>, token: string): void {
  setCookie(c, cookieName(c), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: c.var.secure,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie<E extends HonoEnv>(c: Context<E>): void {
  const secure = c.var.secure;
  deleteCookie(c, cookieName(c), { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}

/** Create a session row and set the cookie. Returns the session. */
export async function startSession<E extends HonoEnv>(
  c: Context<E>,
  db: AppDb,
  userId: string,
): Promise<SessionInfo> {
  const token = newSessionToken();
  const now = new Date();
  const [row] = await db
    .insert(sessions)
    .values({
      id: sessionIdOf(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
      lastSeenAt: now,
      userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
      ip: c.var.ip,
    })
    .returning();
  setSessionCookie(c, token);
  const session = toSessionInfo(row!);
  c.set('session', session);
  return session;
}

function toSessionInfo(row: typeof sessions.$inferSelect): SessionInfo {
  return { id: row.id, userId: row.userId, createdAt: row.createdAt, expiresAt: row.expiresAt };
}

/** Delete every session of a member except `keepId`; returns the deleted ids. */
export async function deleteSessionsOfUser(
  db: AppDb,
  userId: string,
  keepId?: string,
): Promise<string[]> {
  const where = keepId
    ? and(eq(sessions.userId, userId), ne(sessions.id, keepId))
    : eq(sessions.userId, userId);
  const rows = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/**
 * Loads c.var.user / c.var.session from the cookie on every /api request. Expired or unknown tokens are anonymous. A suspended member's sessions are deleted and
 * the call answers 403 "Account suspended". Runs on the pool, before the request transaction.
 */
export function sessionLoader(services: AppServices): MiddlewareHandler<HonoEnv> {
  const { pool, hooks, logger } = services;
  return async (c, next) => {
    c.set('user', null);
    c.set('session', null);
    const token = readSessionToken(c);
    if (!token) return next();
    const now = new Date();
    const [found] = await pool
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionIdOf(token)), gt(sessions.expiresAt, now)))
      .limit(1);
    if (!found) {
      clearSessionCookie(c);
      return next();
    }
    const { session, user } = found;
    if (user.isSuspended) {
      const ids = await deleteSessionsOfUser(pool, user.id);
      clearSessionCookie(c);
      try {
        await hooks.closeSocketsOfUser(user.id);
        for (const id of ids) await hooks.closeSocketsOfSession(id);
      } catch (err) {
        logger.error('closing sockets of a suspended member failed', errorData(err));
      }
      return jsonError(c, 403, SERVER_TEXTS.accountSuspended);
    }
    const extend = session.expiresAt.getTime() - now.getTime() < SESSION_REFRESH_BELOW_MS;
    const seenStale = now.getTime() - session.lastSeenAt.getTime() > SESSION_SEEN_GRANULARITY_MS;
    if (extend || seenStale) {
      const expiresAt = extend ? new Date(now.getTime() + SESSION_MAX_AGE_MS) : session.expiresAt;
      await pool
        .update(sessions)
        .set({ expiresAt, lastSeenAt: now })
        .where(eq(sessions.id, session.id));
      session.expiresAt = expiresAt;
      if (extend) setSessionCookie(c, token);
    }
    c.set('user', user);
    c.set('session', toSessionInfo(session));
    return next();
  };
}

/** 401 "Not signed in" without a session; narrows c.var.user and c.var.session. */
export const requireUser: MiddlewareHandler<HonoEnv & { Variables: AuthedVariables }> = async (
  c,
  next,
) => {
  if (!c.var.user || !c.var.session) return jsonError(c, 401, SERVER_TEXTS.notSignedIn);
  return next();
};

/** 401 without a session, 403 for members who are not admins. */
export function requireAdmin(
  services: Pick<AppServices, 'env'>,
): MiddlewareHandler<HonoEnv & { Variables: AuthedVariables }> {
  return async (c, next) => {
    const user: UserRow | null = c.var.user;
    if (!user || !c.var.session) return jsonError(c, 401, SERVER_TEXTS.notSignedIn);
    if (!isEffectiveAdmin(user, services.env)) return jsonError(c, 403, SERVER_TEXTS.forbidden);
    return next();
  };
}
