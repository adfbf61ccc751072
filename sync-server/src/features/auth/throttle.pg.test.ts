import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../tests/support/accounts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { loginFailures } from '../../db/schema/auth';
import { emailAtAddressKey, loginRules, refundAttempt, reserveAttempt } from './throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('login throttle', () => {
  it('two right passwords of one member at once forgive without a deadlock', async () => {
    for (let round = 0; round < 20; round++) {
      const email = uniqueEmail();
      const rules = loginRules(email, '10.9.0.1');
      const reserve = () =>
        t.db.transaction(async (tx) => {
          const attempt = await reserveAttempt(tx, rules);
          if (!attempt.ok) throw new Error('throttled');
          return attempt.attemptIds;
        });
      const [first, second] = [await reserve(), await reserve()];
      const forgiven = [emailAtAddressKey(email, '10.9.0.1')];
      await Promise.all(
        [first, second].map((ids) =>
          t.db.transaction((tx) => refundAttempt(tx, rules, ids, forgiven)),
        ),
      );
      const [left] = await t.db
        .select({ n: count() })
        .from(loginFailures)
        .where(eq(loginFailures.key, `email:${email}`));
      expect(left!.n).toBe(0);
    }
  });
});
