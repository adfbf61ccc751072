import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ServerProcess } from '../support/server-process';
import { createEmptyDatabase } from './fixtures/database';
import {
  E2E_DATA_DIR,
  E2E_OIDC_CLIENT_ID,
  E2E_OIDC_CLIENT_SECRET,
  E2E_OIDC_PORT,
  E2E_PORT,
} from './fixtures/environment';

/** One database and one server for the suite; specs that kill servers start their own. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const database = await createEmptyDatabase('greenroom_e2e');
  // Workers inherit it: a fixture gives a member admin rights the way an operator would.
  process.env.E2E_DATABASE_URL = database.url;
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  mkdirSync(E2E_DATA_DIR, { recursive: true });
  const server = new ServerProcess({
    port: E2E_PORT,
    // What the server said during the run (a 500's cause), kept beside the tests' results.
    logFile: join(E2E_DATA_DIR, 'server.log'),
    databaseUrl: database.url,
    env: {
      DATA_DIR: E2E_DATA_DIR,
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
