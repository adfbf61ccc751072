import type { AppDb, Database } from './db/client';
import type { AppEnv } from './env';
import type { PasswordHasher } from './features/auth/password';
/** What every feature's routes factory receives. Built once by createApp(). */
import type { MediaTools } from './features/uploads/ffmpeg';
import type { VideoQueue } from './features/uploads/video-queue';
import type { AppHooks } from './hooks';
import type { Logger } from './logger';
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
  /** ffmpeg and ffprobe (ADR 046); undefined: looked up; null: none (videos served as uploaded). */
  tools?: MediaTools | null;
  /** Streaming renditions of videos (ADR 046); startServer() starts it. */
  videoQueue: VideoQueue;
  /** The app's one bounded password-hashing pool (sign-up, sign-in, every re-authentication). */
  passwords: PasswordHasher;
}
