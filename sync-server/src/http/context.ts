// The typed Hono environment shared by every route.
import type { HttpBindings } from '@hono/node-server';
import type { AppDb } from '../db/client';
import type { UserRow } from '../db/schema/users';

/** The session behind a request (the cookie token itself is never kept). */
export interface SessionInfo {
  /** SHA-256 hex of the cookie token (= sessions.id). */
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

/** A post-commit effect: web push, e-mail, closing sockets. Errors are logged, never thrown. */
export type Effect = () => void | Promise<void>;
export type AfterCommit = (fn: Effect) => void;

/** c.env: node-server's bindings (absent for in-process `app.request` in tests). */
type Bindings = Partial<HttpBindings>;

interface Variables {
  /**
   * The database for this request: the request's transaction for unsafe /api calls (POST, PUT,
   * PATCH, DELETE), the pool otherwise. Always use c.var.db in handlers — on PGlite, touching
   * the pool while the request's transaction is open would wait forever.
   */
  db: AppDb;
  /** The signed-in member, or null. `requireUser` narrows it. */
  user: UserRow | null;
  session: SessionInfo | null;
  /** Queue an effect to run only after the request's transaction commits (reply < 400). */
  afterCommit: AfterCommit;
  /**
   * Commit the request's writes even though the reply is an error (>= 400). Used by login to
   * keep its failure records; nothing else should need it.
   */
  keepWritesOnError: () => void;
  /** Client address: the one the trusted proxy appended to X-Forwarded-For, else the socket. */
  ip: string;
  /** Random id of this request, sent back as X-Request-Id and put on every error log line. */
  requestId: string;
  /** Whether the request reached us over HTTPS (PUBLIC_URL, X-Forwarded-Proto or the URL). */
  secure: boolean;
}

export interface HonoEnv {
  Bindings: Bindings;
  Variables: Variables;
}

/** Variables after `requireUser`. */
export interface AuthedVariables {
  user: UserRow;
  session: SessionInfo;
}
