// Entry point: `pnpm --filter @greenroom/sync-server start`. Runs with no environment at all
// (embedded PGlite under ./data, the PWA from ../dist) or with DATABASE_URL for PostgreSQL.
import { loadEnv } from './env';
import { consoleLogger, errorData } from './logger';
import { startServer } from './server';

const env = loadEnv();
const running = await startServer({ env, logger: consoleLogger });
consoleLogger.info('greenroom sync server listening', {
  url: env.PUBLIC_URL ?? running.url,
  database: running.services.database.kind,
  staticDir: env.STATIC_DIR,
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  consoleLogger.info('shutting down', { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await running.close();
    process.exit(0);
  } catch (err) {
    consoleLogger.error('shutdown failed', errorData(err));
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
