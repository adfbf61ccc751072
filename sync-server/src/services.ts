import type { AppDb, Database } from './db/client';
import type { AppEnv } from './env';
import type { PasswordHasher } from './features/auth/password';
import type { AppHooks } from './hooks';
import type { Logger } from './logger';

/** What every feature's routes factory receives. Built once by createApp(). */
import type { MediaStorage } from './storage/media-storage';

export interface AppServices {
  env: AppEnv;
  /** The database handle (db, kind, listen, close). */
  database: Database;
  /** The pool. Inside a request use c.var.db instead (it is the request's transaction). */
  pool: AppDb;
  /** Mutable: later modules plug in (see hooks.ts). */
  hooks: AppHooks;
  logger: Logger;
  /** Uploaded media (a folder under DATA_DIR, or a bucket). */
  storage: MediaStorage;
  /** The app's one bounded password-hashing pool (sign-up, sign-in, every re-authentication). */
  passwords: PasswordHasher;
}
