// The real server, in process (startServer on port 0) or as a child process that can be killed
// for real (SIGKILL) and started again on the same port and database.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@greenroom/sync-server/db/client';
import { loadEnv } from '@greenroom/sync-server/env';
import { silentLogger } from '@greenroom/sync-server/logger';
import { type RunningServer, startServer } from '@greenroom/sync-server/server';
import { registerMailDir } from './member-http';

/** startServer on 127.0.0.1:0 with the given database (not closed by close()). */
export async function startInProcessServer(database: Database, databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-sync-'));
  const env = loadEnv(
    {
      PORT: 0,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-static'),
      SIGNUP_LIMIT_PER_HOUR: 0,
      MEMBER_WRITE_LIMITS: 'off',
    },
    {},
  );
  const running: RunningServer = await startServer({
    env,
    database,
    logger: silentLogger,
    closeDatabase: false,
  });
  registerMailDir(running.url, dataDir);
  return running;
}

/** A port that was free a moment ago (for a child server that must come back on it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
