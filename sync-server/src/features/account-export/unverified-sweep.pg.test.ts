// Accounts left unverified for 7 days are removed (#28 §1): through the account deletion, once
// each even when several processes sweep at the same moment, and their address may sign up again.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { silentLogger } from '../../logger';
import { sweepUnverifiedAccounts } from './unverified-sweep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 86_400_000;

it('removes accounts unverified for 7 days, once each, and frees their address', async () => {
  const now = new Date();
  const old = await Promise.all(
    ['Old1', 'Old2', 'Old3'].map((firstName) => t.signUp({ firstName, verified: false })),
  );
  const recent = await t.signUp({ firstName: 'Recent', verified: false });
  const verifiedOld = await t.signUp({ firstName: 'Member' });
  const aged = [...old.map((s) => s.user.id), verifiedOld.user.id];
  await t.db
    .update(users)
    .set({ createdAt: new Date(now.getTime() - 8 * DAY_MS) })
    .where(inArray(users.id, aged));
  await t.db
    .update(users)
    .set({ createdAt: new Date(now.getTime() - 6 * DAY_MS) })
    .where(eq(users.id, recent.user.id));

  const closed: string[] = [];
  const deps = {
    db: t.db,
    storage: { delete: async () => {} },
    hooks: { closeSocketsOfSession: (id: string) => void closed.push(id) },
    logger: silentLogger,
  };
  // Two processes at the same moment: each account goes once.
  const [a, b] = await Promise.all([
    sweepUnverifiedAccounts(deps, now),
    sweepUnverifiedAccounts(deps, now),
  ]);
  expect(a + b).toBe(3);

  const rows = await t.db
    .select()
    .from(users)
    .where(inArray(users.id, [...aged, recent.user.id]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const { user } of old) {
    const row = byId.get(user.id)!;
    expect(row.deletedAt).not.toBeNull();
    expect(row.email).toMatch(/@deleted\.invalid$/);
    expect(row.firstName).toBe('Former');
  }
  expect(byId.get(recent.user.id)?.deletedAt).toBeNull();
  expect(byId.get(verifiedOld.user.id)?.deletedAt).toBeNull();
  // Their sessions ended (and the sockets of those sessions were closed).
  const left = await t.db
    .select()
    .from(sessions)
    .where(
      inArray(
        sessions.userId,
        old.map((s) => s.user.id),
      ),
    );
  expect(left).toEqual([]);
  expect(closed.length).toBe(3);
  // Their sessions no longer sign anyone in.
  expect(await (await old[0]!.client.get('/api/auth/user')).json()).toBeNull();

  // The address may sign up again.
  const again = await t.signUp({ email: old[0]!.email, firstName: 'Again' });
  expect(again.user.isVerified).toBe(true);
  expect(await sweepUnverifiedAccounts(deps, now)).toBe(0);
});
