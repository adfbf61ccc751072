// A real listening server (node-server 2 with the WebSocket server attached) on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db';
import { loadEnv } from './env';
import { silentLogger } from './logger';
import { type RunningServer, startServer } from './server';

let tdb: TestDatabase;
let running: RunningServer;

beforeAll(async () => {
  tdb = await createTestDatabase();
  const env = loadEnv(
    {
      PORT: 0,
      HOST: '127.0.0.1',
      DATABASE_URL: tdb.url,
      DATA_DIR: '/tmp/greenroom-none',
      STATIC_DIR: '/tmp/greenroom-none',
    },
    {},
  );
  running = await startServer({ env, logger: silentLogger });
});
afterAll(async () => {
  await running?.close();
  await tdb?.close();
});

describe('startServer', () => {
  it('listens on a port, migrates DATABASE_URL and answers over HTTP', async () => {
    expect(running.services.database.kind).toBe('postgres');
    const res = await fetch(`${running.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('keeps a signed-in session across real requests', async () => {
    const signup = await fetch(`${running.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: running.url },
      body: JSON.stringify({
        email: `srv.${Date.now()}@nyu.edu`,
        password: 'server test 1',
        firstName: 'Real',
        lastName: 'Socket',
        program: 'Drama',
        graduationYear: '2028',
      }),
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers.getSetCookie()[0]!.split(';')[0]!;
    const me = await fetch(`${running.url}/api/auth/user`, { headers: { cookie } });
    expect(((await me.json()) as { lastName: string }).lastName).toBe('Socket');
  });
});
