import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { ServerProcess } from '../support/server-process';
import { createEmptyDatabase } from './fixtures/database';
import {
  E2E_OIDC_CLIENT_ID,
  E2E_OIDC_CLIENT_SECRET,
  E2E_OIDC_PORT,
  e2eServer,
} from './fixtures/environment';

/** One server and one database per worker (environment.ts); specs that kill servers start their own. */
async function startWorkerServer(index: number) {
  const { port, dataDir, databaseUrlVariable } = e2eServer(index);
  const database = await createEmptyDatabase(`greenroom_e2e_${index}`);
  // Workers inherit it: a fixture gives a member admin rights the way an operator would.
  process.env[databaseUrlVariable] = database.url;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server = new ServerProcess({
    port,
    // What the server said during the run (a 500's cause), kept beside the tests' results.
    logFile: join(dataDir, 'server.log'),
    databaseUrl: database.url,
    env: {
      DATA_DIR: dataDir,
      // Every spec signs members up from 127.0.0.1 and some seed many posts (rate-limits/ tests
      // the limits themselves).
      SIGNUP_LIMIT_PER_HOUR: '0',
      MEMBER_WRITE_LIMITS: 'off',
      OIDC_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
      OIDC_CLIENT_ID: E2E_OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET: E2E_OIDC_CLIENT_SECRET,
    },
  });
  await server.start();
  return async () => {
    await server.stop();
    await database.drop();
  };
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  // `config.workers` includes a `--workers` given on the command line.
  const stops = await Promise.all(
    Array.from({ length: config.workers }, (_, index) => startWorkerServer(index)),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
