// Entry point of the compiled server (`pnpm start` runs sync-server/dist/main.js; `pnpm dev` runs
// this file under tsx). Runs with no environment at all (embedded PGlite under ./data, the PWA
// from ../dist) or with DATABASE_URL for PostgreSQL. Stops gracefully on SIGTERM and SIGINT
// (server.ts); every line it writes, a crash's too, is one JSON object.
import { loadEnv } from './env';
import { consoleLogger, errorData } from './logger';
import { type RunningServer, startServer } from './server';

process.on('uncaughtException', (err) => {
  consoleLogger.error('crash: uncaught exception', errorData(err));
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  consoleLogger.error('crash: unhandled promise rejection', errorData(reason));
  process.exit(1);
});

let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (err) {
  consoleLogger.error('the configuration is invalid', errorData(err));
  process.exit(1);
}

const starting = new AbortController();
let running: RunningServer | undefined;
let stopping = false;

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  consoleLogger.info('shutting down', {
    signal,
    drainMs: env.SHUTDOWN_DRAIN_MS,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  });
  if (!running) {
    // Still waiting for the database: nothing to drain.
    starting.abort(new Error(`stopped by ${signal} during the start`));
    return;
  }
  // The last resort, should a close itself hang.
  const force = setTimeout(
    () => {
      consoleLogger.error('shutdown: forced exit');
      process.exit(1);
    },
    env.SHUTDOWN_DRAIN_MS + env.SHUTDOWN_TIMEOUT_MS + 5_000,
  );
  force.unref();
  try {
    await running.shutdown();
    consoleLogger.info('stopped');
    process.exit(0);
  } catch (err) {
    consoleLogger.error('shutdown failed', errorData(err));
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  running = await startServer({
    env,
    logger: consoleLogger,
    signal: starting.signal,
    ...(env.PUSH_ALLOW_LOOPBACK_HTTP ? { push: { allowLoopbackHttp: true } } : {}),
  });
} catch (err) {
  if (starting.signal.aborted) {
    consoleLogger.info('stopped');
    process.exit(0);
  }
  consoleLogger.error('the server could not start', errorData(err));
  process.exit(1);
}
if (stopping) {
  // A signal arrived while the app was being mounted.
  stopping = false;
  await shutdown('SIGTERM');
} else {
  consoleLogger.info('greenroom sync server listening', {
    url: env.PUBLIC_URL ?? running.url,
    database: running.services.database.kind,
    staticDir: env.STATIC_DIR,
  });
}
