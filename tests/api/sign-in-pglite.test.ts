// The zero-setup database (embedded PGlite, one connection): sign-up, the throttle's advisory
// locks and the self-managed sign-in transactions work there too.

import type { Database } from '@greenroom/sync-server/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createPgliteDatabase } from '../support/test-db';

let database: Database;
let t: TestApp;

beforeAll(async () => {
  database = await createPgliteDatabase();
  t = await createTestApp({ database, env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('sign-in on PGlite', () => {
  it('signs up, throttles per (e-mail, IP) and signs in from elsewhere', async () => {
    const member = await t.signUp();
    const from = (ip: string, password: string) =>
      t
        .client()
        .post(
          '/api/auth/login',
          { email: member.email, password },
          { headers: { 'x-forwarded-for': ip } },
        );
    const wrong = await Promise.all(Array.from({ length: 12 }, () => from('10.9.0.1', 'bad')));
    expect(wrong.filter((r) => r.status === 401)).toHaveLength(10);
    expect(wrong.filter((r) => r.status === 429)).toHaveLength(2);
    expect((await from('10.9.0.2', member.password)).status).toBe(200);
  });
});
