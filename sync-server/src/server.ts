// Starting and stopping a real server (main.ts, e2e and sync tests). docs/decisions/027-production.md
//
// Start: the listener opens first and answers the probes (live 200, ready 503 "starting", every
// other request 503) while the database is awaited with backoff; then the app takes over.
// Stop (shutdown): readiness turns 503 at once; after the drain delay the listener closes; the
// in-flight requests finish and idle keep-alive connections close; /ws sockets close with 1012
// (clients reconnect at once, elsewhere); the sweeper and the delivery batch finish; the pool
// closes last. In-flight work and the batch are bounded by SHUTDOWN_TIMEOUT_MS.
import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WS_CLOSE_SERVICE_RESTART, WS_MAX_MESSAGE_BYTES } from '@greenroom/shared-model/constants';
import { type ServerType, serve } from '@hono/node-server';
import { WebSocketServer } from 'ws';
import { type CreateAppDeps, createApp, type GreenroomApp } from './app';
import { type Database, openDatabase } from './db/client';
import { isDatabaseUnavailable } from './db/errors';
import { type AppEnv, configurationWarnings } from './env';
import { startUnverifiedSweep } from './features/account-export/unverified-sweep';
import { startEventReminders } from './features/events/event-reminders';
import { startSweeper } from './features/sync/sweeper';
import { HEALTH_LIVE_PATH, HEALTH_READY_PATH, Lifecycle } from './http/health';
import { consoleLogger, errorData, type Logger } from './logger';

export interface ShutdownOptions {
  /** Serve on while readiness answers 503 (default: SHUTDOWN_DRAIN_MS). */
  drainMs?: number;
  /** Bound on in-flight requests and the delivery batch after the drain (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs?: number;
}

export interface RunningServer extends GreenroomApp {
  server: ServerType;
  /** Used by node-server's upgradeWebSocket for /ws. */
  wss: WebSocketServer;
  url: string;
  port: number;
  /** The graceful stop (see the top of this file). Resolves once everything is closed. */
  shutdown(options?: ShutdownOptions): Promise<void>;
  /** shutdown() without the drain delay (tests). */
  close(): Promise<void>;
}

export interface StartServerOptions extends Partial<Omit<CreateAppDeps, 'env'>> {
  env: AppEnv;
  /** Also close the database on close() (default: true when this function opened it). */
  closeDatabase?: boolean;
  /** Aborting gives up waiting for the database (a stop signal during the start). */
  signal?: AbortSignal;
}

type FetchHandler = (request: Request, env: unknown) => Response | Promise<Response>;

const START_BACKOFF_FIRST_MS = 250;
const START_BACKOFF_MAX_MS = 5_000;

/** Errors worth waiting out at start: the database (or its host name) is not there yet. */
function worthWaiting(err: unknown): boolean {
  if (isDatabaseUnavailable(err)) return true;
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/** Open the database, retrying with backoff while it cannot be reached. */
export async function openDatabaseWhenReachable(
  env: AppEnv,
  logger: Logger,
  signal?: AbortSignal,
): Promise<Database> {
  let wait = START_BACKOFF_FIRST_MS;
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    try {
      return await openDatabase({
        databaseUrl: env.DATABASE_URL,
        dataDir: env.DATA_DIR,
        maxConnections: env.DATABASE_POOL_SIZE,
      });
    } catch (err) {
      if (!worthWaiting(err)) throw err;
      logger.warn('waiting for the database', { attempt, retryInMs: wait, ...errorData(err) });
      await sleep(wait, signal);
      wait = Math.min(wait * 2, START_BACKOFF_MAX_MS);
    }
  }
}

/** What the process answers before the app exists: probes, and 503 to everything else. */
function startingHandler(request: Request): Response {
  const path = new URL(request.url).pathname;
  if (path === HEALTH_LIVE_PATH || path === '/api/health') return Response.json({ ok: true });
  const body = path === HEALTH_READY_PATH ? { ok: false, reason: 'starting' } : { ok: false };
  return Response.json(body, { status: 503, headers: { 'Retry-After': '1' } });
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { env } = options;
  const logger = options.logger ?? consoleLogger;
  const lifecycle = options.lifecycle ?? new Lifecycle();
  for (const warning of configurationWarnings(env)) logger.warn(warning);
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_MESSAGE_BYTES });
  let handler: FetchHandler = startingHandler;
  const { server, port } = await new Promise<{ server: ServerType; port: number }>(
    (resolve, reject) => {
      const s = serve(
        {
          fetch: (request, bindings) => handler(request, bindings),
          port: env.PORT,
          hostname: env.HOST,
          websocket: { server: wss },
        },
        (info: AddressInfo) => resolve({ server: s, port: info.port }),
      );
      s.once('error', reject);
    },
  );
  // serve() makes a node:http server (no http2/https options are passed).
  const http = server as HttpServer;
  http.keepAliveTimeout = env.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  http.headersTimeout = env.HTTP_KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const requests = trackRequests(http);

  let database: Database;
  try {
    database = options.database ?? (await openDatabaseWhenReachable(env, logger, options.signal));
  } catch (err) {
    await new Promise<void>((resolve) => {
      http.close(() => resolve());
      http.closeAllConnections();
    });
    throw err;
  }
  const closeDatabase = options.closeDatabase ?? !options.database;
  const greenroom = createApp({ ...options, env, database, logger, lifecycle });
  handler = greenroom.app.fetch as FetchHandler;
  // Fan-out of notifications to this process's sockets, and the change-log sweeper.
  await greenroom.live.start();
  await greenroom.deliveries.start();
  await greenroom.media.start();
  greenroom.services.videoQueue.start();
  const stopSweeper = startSweeper(database.db, logger);
  const stopEventReminders = startEventReminders(database.db, logger);
  const stopUnverifiedSweep = startUnverifiedSweep({
    db: database.db,
    storage: greenroom.services.storage,
    hooks: greenroom.services.hooks,
    logger,
  });
  lifecycle.started = true;
  const host = env.HOST && env.HOST !== '0.0.0.0' && env.HOST !== '::' ? env.HOST : '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  let stopping: Promise<void> | undefined;
  const shutdown = (stop: ShutdownOptions = {}): Promise<void> => {
    stopping ??= (async () => {
      const drainMs = stop.drainMs ?? env.SHUTDOWN_DRAIN_MS;
      const deadline = () => Date.now() + (stop.timeoutMs ?? env.SHUTDOWN_TIMEOUT_MS);
      lifecycle.draining = true;
      if (drainMs > 0) await sleep(drainMs);
      const until = deadline();
      // No new connections; idle keep-alive ones close now, busy ones after their reply.
      const listenerClosed = new Promise<void>((resolve) => http.close(() => resolve()));
      requests.closeIdleAfterEachReply();
      http.closeIdleConnections();
      for (const client of wss.clients) client.close(WS_CLOSE_SERVICE_RESTART, 'Server restarting');
      const finished = await requests.idle(until);
      if (!finished) {
        logger.warn('shutdown: requests still running at the deadline were cut', {
          requests: requests.count,
        });
      }
      http.closeAllConnections();
      await listenerClosed;
      await stopSweeper();
      await stopUnverifiedSweep();
      await stopEventReminders();
      const batchDone = await within(greenroom.deliveries.stop(), until);
      if (!batchDone) logger.warn('shutdown: the delivery batch did not finish in time');
      await within(greenroom.media.stop(), until);
      await within(greenroom.services.videoQueue.stop(), until);
      await greenroom.live.stop();
      greenroom.metrics.stop();
      wss.close();
      if (closeDatabase) await database.close();
    })();
    return stopping;
  };
  return {
    ...greenroom,
    server,
    wss,
    url,
    port,
    shutdown,
    close: () => shutdown({ drainMs: 0 }),
  };
}

/** Counts the HTTP requests being answered (upgrades to /ws are not requests here). */
function trackRequests(server: HttpServer) {
  let count = 0;
  let closeIdle = false;
  const waiters = new Set<() => void>();
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    count++;
    res.once('close', () => {
      count--;
      if (closeIdle) setImmediate(() => server.closeIdleConnections());
      if (count === 0) for (const wake of waiters) wake();
    });
  });
  return {
    get count() {
      return count;
    },
    closeIdleAfterEachReply() {
      closeIdle = true;
    },
    /** Resolves true once no request is running, or false at `deadline` (epoch ms). */
    idle(deadline: number): Promise<boolean> {
      if (count === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => done(false), Math.max(0, deadline - Date.now()));
        const wake = () => done(true);
        const done = (result: boolean) => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(result);
        };
        waiters.add(wake);
      });
    },
  };
}

/** Waits for `work` until `deadline` (epoch ms): whether it finished. */
async function within(work: Promise<unknown>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }
    function aborted() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', aborted, { once: true });
  });
}
